import { CreativesView } from '@/components/creatives/CreativesView'
import { getCreativeCategories } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Creative Portfolio',
  description: 'Paintings, animations, drawings, architecture sketches, music, poetry, photography and more.',
  path: '/creatives',
})

export default async function CreativesPage() {
  return <CreativesView categories={await getCreativeCategories()} />
}
