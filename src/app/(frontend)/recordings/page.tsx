import { RecordingsView } from '@/components/recordings/RecordingsView'
import { getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Recordings',
  description: 'Recorded letting-go sessions to watch at your own pace.',
  path: '/recordings',
})

export default async function RecordingsPage() {
  const settings = await getSiteSettings()
  return <RecordingsView embedId={settings.recordingEmbedId?.trim() || null} />
}
