import { ProgramsView, getPrograms, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/programs')

export default async function ProgramsPage() {
  return <ProgramsView programs={await getPrograms()} />
}
