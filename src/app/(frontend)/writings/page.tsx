import { WritingsView, getWritingSections, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/writings')

export default async function WritingsPage() {
  return <WritingsView sections={await getWritingSections()} />
}
