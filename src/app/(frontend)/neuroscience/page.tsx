import { NeuroscienceView, getNeuroscience, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/neuroscience')

export default async function NeurosciencePage() {
  return <NeuroscienceView content={await getNeuroscience()} />
}
