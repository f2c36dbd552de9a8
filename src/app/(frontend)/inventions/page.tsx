import { InventionsView } from '@/components/inventions/InventionsView'
import { getInventions } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Inventions',
  description: 'Inventions, including a patent-pending basketball training device.',
  path: '/inventions',
})

export default async function InventionsPage() {
  return <InventionsView content={await getInventions()} />
}
