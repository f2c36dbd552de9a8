import { WritingsView } from '@/components/writings/WritingsView'
import { getWritingSections } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Writings',
  description: "Novels, poetry, articles and essays, children's books, short stories and psychology.",
  path: '/writings',
})

export default async function WritingsPage() {
  return <WritingsView sections={await getWritingSections()} />
}
