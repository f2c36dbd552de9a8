import { FurnitureView } from '@/components/furniture/FurnitureView'
import { getFurniture } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/furniture')

export default async function FurniturePage() {
  return <FurnitureView content={await getFurniture()} />
}
