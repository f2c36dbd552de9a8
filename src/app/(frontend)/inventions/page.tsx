import { InventionsView } from '@/components/inventions/InventionsView'
import { getInventions } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/inventions')

export default async function InventionsPage() {
  return <InventionsView content={await getInventions()} />
}
