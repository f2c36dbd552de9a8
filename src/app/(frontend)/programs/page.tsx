import { ProgramsView } from '@/components/programs/ProgramsView'
import { getPrograms } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'All Programs',
  description:
    'Letting go programs, from the free crash course to the full How to Let Go program, plus upcoming courses.',
  path: '/programs',
})

export default async function ProgramsPage() {
  return <ProgramsView programs={await getPrograms()} />
}
