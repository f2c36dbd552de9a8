import { LiveSeminarsView } from '@/components/seminars/LiveSeminarsView'
import { getSiteSettings } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'
import { formatSeminarStats } from '@/lib/seminars'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/live-seminars')

export default async function LiveSeminarsPage() {
  const settings = await getSiteSettings()
  return (
    <LiveSeminarsView
      stats={formatSeminarStats(settings.seminarStats)}
      groupUrl={settings.meetupGroupUrl}
      pastEventsUrl={settings.meetupPastEventsUrl}
    />
  )
}
