import { preload } from 'react-dom'

import { LiveSeminarsView } from '@/components/seminars/LiveSeminarsView'
import { getFirstSeminarImage, getSiteSettings } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'
import { formatSeminarStats } from '@/lib/seminars'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/live-seminars')

export default async function LiveSeminarsPage() {
  const [settings, firstImage] = await Promise.all([getSiteSettings(), getFirstSeminarImage()])
  // The list loads in the browser (spec §2: Loading events...); its largest image need not wait for it.
  if (firstImage) preload(firstImage, { as: 'image', fetchPriority: 'high' })
  return (
    <LiveSeminarsView
      stats={formatSeminarStats(settings.seminarStats)}
      groupUrl={settings.meetupGroupUrl}
      pastEventsUrl={settings.meetupPastEventsUrl}
    />
  )
}
