import { LiveSeminarsView } from '@/components/seminars/LiveSeminarsView'
import { getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/metadata'
import { formatSeminarStats } from '@/lib/seminars'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Live Seminars',
  description: 'Upcoming live letting-go seminars, online and in person, with our Meetup group.',
  path: '/live-seminars',
})

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
