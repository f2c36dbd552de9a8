import { FurnitureView, getFurniture, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/furniture')

export default async function FurniturePage() {
  return <FurnitureView content={await getFurniture()} />
}
