import { FurnitureView } from '@/components/furniture/FurnitureView'
import { getFurniture } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Furniture Design',
  description: 'Furniture collections and the design philosophy behind them.',
  path: '/furniture',
})

export default async function FurniturePage() {
  return <FurnitureView content={await getFurniture()} />
}
