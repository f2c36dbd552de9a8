import { NeuroscienceView } from '@/components/neuroscience/NeuroscienceView'
import { getNeuroscience } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/neuroscience')

export default async function NeurosciencePage() {
  return <NeuroscienceView content={await getNeuroscience()} />
}
