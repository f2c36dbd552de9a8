import {
  LiveSeminarsView,
  getFirstSeminarImage,
  formatSeminarStats,
  SEMINAR_EVENTS_PATH,
} from '@/features/seminars/pages'
import { preloadCall } from '@/platform/http/apiClient'
import { getSiteSettings, staticPageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/live-seminars')

export default async function LiveSeminarsPage() {
  // The list loads in the browser (spec §2: Loading events...); neither its call nor its largest
  // image need wait for the page's scripts.
  preloadCall(SEMINAR_EVENTS_PATH)
  const [settings, firstImage] = await Promise.all([getSiteSettings(), getFirstSeminarImage()])
  // An element, not a `preload()` hint: known only once the data has come, the hint could reach
  // React after it has sent the headers, and be dropped.
  return (
    <>
      {firstImage && <link rel="preload" href={firstImage} as="image" fetchPriority="high" />}
      <LiveSeminarsView
        stats={formatSeminarStats(settings.seminarStats)}
        groupUrl={settings.meetupGroupUrl}
        pastEventsUrl={settings.meetupPastEventsUrl}
      />
    </>
  )
}
