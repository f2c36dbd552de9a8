import { RecordingsView, getSiteSettings, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/recordings')

export default async function RecordingsPage() {
  const settings = await getSiteSettings()
  return <RecordingsView embedId={settings.recordingEmbedId?.trim() || null} />
}
