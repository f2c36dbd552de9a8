import { preload } from 'react-dom'

import { LiveSeminarsView } from '@/components/seminars/LiveSeminarsView'
import { getFirstSeminarImage, getSiteSettings } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'
import { formatSeminarStats, SEMINAR_EVENTS_PATH } from '@/lib/seminars'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/live-seminars')

export default async function LiveSeminarsPage() {
  const [settings, firstImage] = await Promise.all([getSiteSettings(), getFirstSeminarImage()])
  // The list loads in the browser (spec §2: Loading events...); neither its call nor its largest
  // image need wait for the page's scripts. The call's preload is made as the client's fetch is
  // (credentials included), so that fetch gets its answer; a preload does not hold the load event.
  preload(SEMINAR_EVENTS_PATH, { as: 'fetch', crossOrigin: 'use-credentials' })
  if (firstImage) preload(firstImage, { as: 'image', fetchPriority: 'high' })
  return (
    <LiveSeminarsView
      stats={formatSeminarStats(settings.seminarStats)}
      groupUrl={settings.meetupGroupUrl}
      pastEventsUrl={settings.meetupPastEventsUrl}
    />
  )
}
