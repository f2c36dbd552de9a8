import type { Seminar, SiteSetting } from '@/payload-types'

/** The spec's list call (§7): the client loads it, and the page preloads it. */
export const SEMINAR_EVENTS_PATH = '/api/seminar-events'

/** Shown on an event card when the event has no picture of its own. */
export const DEFAULT_SEMINAR_IMAGE = '/images/seminar-default.webp'

/** One event as `GET /api/seminar-events` answers it (spec §3, seminar_events in the list call). */
export type SeminarEventSummary = {
  id: string
  title: string
  imageUrl: string
  location: string
  date: string
  time: string
  attendees: number
  description: string
  meetupUrl: string
}

export function toSeminarEventSummary(event: Seminar): SeminarEventSummary {
  return {
    id: event.id,
    title: event.title,
    imageUrl: event.imageUrl?.trim() || DEFAULT_SEMINAR_IMAGE,
    location: event.location,
    date: event.date,
    time: event.time,
    attendees: event.attendees ?? 0,
    description: event.description,
    meetupUrl: event.meetupUrl,
  }
}

/** Minutes after midnight of a time like "7:00 PM" or "19:00"; unknown formats sort last. */
export function minutesOfDay(time: string): number {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(time)
  if (!match) return 24 * 60
  let hours = Number(match[1]) % 24
  const minutes = Number(match[2] ?? 0)
  const meridiem = match[3]?.toLowerCase().startsWith('p') ? 'pm' : match[3] ? 'am' : null
  if (meridiem === 'pm' && hours < 12) hours += 12
  if (meridiem === 'am' && hours === 12) hours = 0
  return hours * 60 + minutes
}

/** Soonest first: by date (ISO dates sort as text), then by time of day. */
export function compareSeminarEvents(
  a: Pick<SeminarEventSummary, 'date' | 'time'>,
  b: Pick<SeminarEventSummary, 'date' | 'time'>,
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1
  return minutesOfDay(a.time) - minutesOfDay(b.time)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** "2026-12-05" reads "Saturday, December 5, 2026"; any other text is shown as entered. */
export function formatEventDate(date: string): string {
  const match = ISO_DATE.exec(date.trim())
  if (!match) return date
  const [, year, month, day] = match.map(Number)
  const value = new Date(Date.UTC(year, month - 1, day))
  if (Number.isNaN(value.getTime())) return date
  return value.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export const attendeesLabel = (count: number): string => `${count} ${count === 1 ? 'attendee' : 'attendees'}`

export type SeminarStatsDisplay = { members: string; rating: string; reviews: string }

/** The group's stats as the page shows them: "4,892" members, "4.4" rating, "549" reviews. */
export function formatSeminarStats(stats: SiteSetting['seminarStats']): SeminarStatsDisplay {
  const whole = (value: number | null | undefined) => Math.round(value ?? 0).toLocaleString('en-US')
  return {
    members: whole(stats?.members),
    rating: (stats?.rating ?? 0).toFixed(1),
    reviews: whole(stats?.reviews),
  }
}
