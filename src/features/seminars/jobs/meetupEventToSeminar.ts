import { z } from 'zod'

import type { Seminar } from '@/payload-types'

/** The fields the sync asks Meetup for, per event node (see UPCOMING_EVENTS_QUERY). */
export const meetupEventNodeSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  eventUrl: z.string(),
  dateTime: z.string(),
  description: z.string().nullish(),
  eventType: z.string().nullish(),
  venues: z.array(z.object({ name: z.string().nullish(), city: z.string().nullish() }).nullable()).nullish(),
  rsvps: z.object({ totalCount: z.number().nullish() }).nullish(),
  featuredEventPhoto: z.object({ highResUrl: z.string().nullish() }).nullish(),
})

export type MeetupEventNode = z.infer<typeof meetupEventNodeSchema>

export type SeminarRecord = Omit<Seminar, 'createdAt' | 'updatedAt'>

/** Local date and wall-clock time as Meetup writes them, e.g. 2026-12-05T19:00:00-05:00 (offset ignored). */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/

/** "19:05" -> "7:05 PM", the way the seminar cards show time. */
export function twelveHourTime(hours: number, minutes: number): string {
  const suffix = hours >= 12 ? 'PM' : 'AM'
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** Meetup descriptions are Markdown with some HTML; the cards show plain text. */
export function plainTextDescription(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|>)\s+/gm, '')
    .replace(/(\*\*|__|\*|~~|`)/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

function locationOf(node: MeetupEventNode): string {
  if (node.eventType?.toUpperCase() === 'ONLINE') return 'Online'
  const venue = node.venues?.find((candidate) => candidate?.name || candidate?.city)
  const name = venue?.name?.trim()
  const city = venue?.city?.trim()
  if (!name && !city) return 'Location to be announced'
  if (name && /^online( event)?$/i.test(name)) return 'Online'
  if (name && city && !name.toLowerCase().includes(city.toLowerCase())) return `${name}, ${city}`
  return (name || city) as string
}

/**
 * Meetup's text without NUL characters: a write from the site refuses them (SQLite keeps only what
 * comes before one), and the owner could not save an event whose stored text held one.
 */
const withoutNul = (record: SeminarRecord): SeminarRecord =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\u0000/g, '') : value,
    ]),
  ) as SeminarRecord

/** One Meetup event node as a `seminars` record: an upcoming event keyed by Meetup's id. */
export function meetupEventToSeminar(node: MeetupEventNode): SeminarRecord {
  const when = LOCAL_DATE_TIME.exec(node.dateTime)
  if (!when) throw new Error(`Meetup event ${node.id} has an unreadable dateTime "${node.dateTime}"`)
  const title = node.title.replace(/\u0000/g, '').trim()
  return withoutNul({
    id: node.id,
    title,
    date: when[1],
    time: twelveHourTime(Number(when[2]), Number(when[3])),
    location: locationOf(node),
    description: plainTextDescription(node.description ?? '') || title,
    attendees: Math.max(0, Math.round(node.rsvps?.totalCount ?? 0)),
    imageUrl: node.featuredEventPhoto?.highResUrl?.trim() || '',
    meetupUrl: node.eventUrl,
    status: 'upcoming',
  })
}
