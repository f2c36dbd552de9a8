import { NeuroscienceView } from '@/components/neuroscience/NeuroscienceView'
import { getNeuroscience } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Neuroscience Research',
  description: 'A lecture, research on repressed emotion, future papers and future courses in neuroscience.',
  path: '/neuroscience',
})

export default async function NeurosciencePage() {
  return <NeuroscienceView content={await getNeuroscience()} />
}
