import { WritingsView } from '@/components/writings/WritingsView'
import { getWritingSections } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/writings')

export default async function WritingsPage() {
  return <WritingsView sections={await getWritingSections()} />
}
