import { ProgramsView } from '@/components/programs/ProgramsView'
import { getPrograms } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/programs')

export default async function ProgramsPage() {
  return <ProgramsView programs={await getPrograms()} />
}
