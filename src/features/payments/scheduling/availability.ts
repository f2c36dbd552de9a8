import type { Payload } from 'payload'

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export type WeeklyRange = { day: Weekday; start: string; end: string }
export type BlockedRange = { from: string; to: string }

/** The owner's availability as the slot computation reads it (the "Session Availability" global). */
export type Availability = {
  enabled: boolean
  timeZone: string
  weeklyHours: WeeklyRange[]
  sessionMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  minimumNoticeHours: number
  bookingWindowDays: number
  maxPerDay: number
  blockedDates: BlockedRange[]
  videoInstructions: string
  /** Until this many hours before the start a buyer may reschedule, and a cancel is refunded. */
  freeChangeHours: number
}

/** The demo's availability (the seeder writes it): weekdays 09:00-17:00 in New York. */
export const DEMO_AVAILABILITY: Availability = {
  enabled: true,
  timeZone: 'America/New_York',
  weeklyHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    start: '09:00',
    end: '17:00',
  })),
  sessionMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 24,
  bookingWindowDays: 60,
  maxPerDay: 4,
  blockedDates: [],
  videoInstructions:
    // Read in the invitation, the calendar file, the reminders and the owner's feed: no "this e-mail"
    'The session is a video call on the service you prefer (Zoom, Google Meet, Skype or FaceTime): reply to your booking e-mail to say which, and a link to join arrives before the call.',
  freeChangeHours: 24,
}

const supportedZones = new Set<string>(Intl.supportedValuesOf('timeZone'))

/** True for an IANA time-zone name this runtime knows (Etc/UTC and UTC included). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false
  if (supportedZones.has(value)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)
  } catch {
    return false
  }
}

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

type StoredAvailability = Partial<{
  enabled: boolean | null
  timeZone: string | null
  weeklyHours: { day?: string | null; start?: string | null; end?: string | null }[] | null
  sessionMinutes: number | null
  bufferBeforeMinutes: number | null
  bufferAfterMinutes: number | null
  minimumNoticeHours: number | null
  bookingWindowDays: number | null
  maxPerDay: number | null
  blockedDates: { from?: string | null; to?: string | null }[] | null
  videoInstructions: string | null
  freeChangeHours: number | null
}>

/** The stored global as a complete Availability (a field left empty takes the default). */
export function toAvailability(stored: StoredAvailability): Availability {
  const defaults = DEMO_AVAILABILITY
  return {
    enabled: stored.enabled === true,
    timeZone: isTimeZone(stored.timeZone) ? stored.timeZone : defaults.timeZone,
    weeklyHours: (stored.weeklyHours ?? []).flatMap((range) =>
      WEEKDAYS.includes(range.day as Weekday) && range.start && range.end
        ? [{ day: range.day as Weekday, start: range.start, end: range.end }]
        : [],
    ),
    sessionMinutes: positive(stored.sessionMinutes, defaults.sessionMinutes) || defaults.sessionMinutes,
    bufferBeforeMinutes: positive(stored.bufferBeforeMinutes, defaults.bufferBeforeMinutes),
    bufferAfterMinutes: positive(stored.bufferAfterMinutes, defaults.bufferAfterMinutes),
    minimumNoticeHours: positive(stored.minimumNoticeHours, defaults.minimumNoticeHours),
    bookingWindowDays: positive(stored.bookingWindowDays, defaults.bookingWindowDays),
    maxPerDay: positive(stored.maxPerDay, defaults.maxPerDay) || defaults.maxPerDay,
    blockedDates: (stored.blockedDates ?? []).flatMap((range) =>
      range.from && range.to ? [{ from: range.from, to: range.to }] : [],
    ),
    videoInstructions: stored.videoInstructions ?? '',
    freeChangeHours: positive(stored.freeChangeHours, defaults.freeChangeHours),
  }
}

/** The owner's availability, read with the server's rights (the global is admin-only). */
export async function getAvailability(payload: Payload): Promise<Availability> {
  const stored = await payload.findGlobal({
    slug: 'session-availability',
    depth: 0,
    overrideAccess: true,
  })
  return toAvailability(stored as StoredAvailability)
}
