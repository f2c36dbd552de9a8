import { RecordingsView } from '@/components/recordings/RecordingsView'
import { getSiteSettings } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/recordings')

export default async function RecordingsPage() {
  const settings = await getSiteSettings()
  return <RecordingsView embedId={settings.recordingEmbedId?.trim() || null} />
}
