import { CreativesView } from '@/components/creatives/CreativesView'
import { getCreativeCategories } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/creatives')

export default async function CreativesPage() {
  return <CreativesView categories={await getCreativeCategories()} />
}
