import type { GlobalConfig } from 'payload'

import { adminOnly } from '@/platform/access/adminOnly'
import { wholeNumber } from '@/platform/payload/fields'
import { calendarFeedAddress, regenerateCalendarFeed } from '../endpoints/sessionScheduling'
import { isCalendarDay } from '@/platform/validation'
import { isTimeZone, WEEKDAYS } from '../scheduling/availability'
import { expireOpenSlots } from '../scheduling/slotCache'

export const SESSION_AVAILABILITY_SLUG = 'session-availability'

const clockTime = (value: unknown): true | string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
    ? true
    : 'Use 24-hour HH:MM, e.g. 09:00'

const isoDay = (value: unknown): true | string =>
  isCalendarDay(value) ? true : 'Use a calendar date, YYYY-MM-DD'

/**
 * The IANA database keeps EST, MST and HST as fixed offsets with no daylight saving time: an owner
 * in New York who picks EST would be offered an hour off for eight months of the year.
 */
const FIXED_OFFSET_ZONES = new Set(['EST', 'MST', 'HST'])

const ownerTimeZone = (value: unknown): true | string => {
  if (typeof value === 'string' && FIXED_OFFSET_ZONES.has(value.toUpperCase()))
    return `${value} keeps one offset all year: use a place name, e.g. America/New_York`
  return isTimeZone(value) ? true : 'An IANA time zone name, e.g. America/New_York or Europe/Berlin'
}

/**
 * A zone typed in another letter case, kept as the time-zone database spells it ("america/new_york"
 * as America/New_York). A link to another zone (US/Eastern, EST) is kept as typed.
 */
const canonicalZone = ({ value }: { value?: unknown }) => {
  if (typeof value !== 'string' || !isTimeZone(value)) return value
  const spelled = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  // Only the letter case: a link (EST is America/Panama to the runtime) stays for validation to judge
  return spelled.toLowerCase() === value.toLowerCase() ? spelled : value
}

/**
 * A required whole-number setting with its default and bounds: minutes, hours, days and counts are
 * whole (7.5-minute sessions would offer times like 9:07:30).
 */
const wholeNumberField = (
  name: string,
  defaultValue: number,
  [min, max]: [number, number],
  extra: { label?: string; admin?: { description: string } } = {},
) => ({
  name,
  type: 'number' as const,
  validate: wholeNumber,
  required: true,
  defaultValue,
  min,
  max,
  ...extra,
})

type Sibling = { siblingData?: Record<string, unknown> }

/** A range's end: HH:MM, later than its start (a range the other way round would offer nothing). */
const rangeEnd = (value: unknown, { siblingData }: Sibling): true | string => {
  const format = clockTime(value)
  if (format !== true) return format
  const start = siblingData?.start
  return typeof start === 'string' && (value as string) <= start
    ? 'End must be later than start, e.g. 09:00 to 17:00'
    : true
}

/** A blocked range's last day: a date on or after its first (a range the other way round would block nothing). */
const blockEnd = (value: unknown, { siblingData }: Sibling): true | string => {
  const format = isoDay(value)
  if (format !== true) return format
  const from = siblingData?.from
  return typeof from === 'string' && (value as string) < from
    ? 'The last day must be on or after the first'
    : true
}

/**
 * When the owner takes one-on-one sessions. Read by the slot computation (src/features/payments/scheduling);
 * with `enabled` off, the booking flow is the spec's: pay, then agree a time by e-mail.
 */
export const SessionAvailability: GlobalConfig = {
  slug: SESSION_AVAILABILITY_SLUG,
  label: 'Session Availability',
  access: { read: adminOnly, update: adminOnly },
  admin: {
    description:
      'The hours buyers of a one-on-one session can pick from after paying. Times are in the time zone below.',
  },
  endpoints: [calendarFeedAddress, regenerateCalendarFeed],
  hooks: { afterChange: [() => expireOpenSlots()] },
  fields: [
    {
      name: 'enabled',
      label: 'Scheduling on',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Off: the confirmation asks buyers to e-mail their preferred times.' },
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'America/New_York',
      validate: ownerTimeZone,
      hooks: { beforeChange: [canonicalZone] },
      admin: { description: 'An IANA name, e.g. America/New_York' },
    },
    {
      name: 'weeklyHours',
      type: 'array',
      admin: { description: 'Several ranges per weekday are allowed (e.g. 09:00-12:00 and 14:00-17:00).' },
      fields: [
        {
          name: 'day',
          type: 'select',
          required: true,
          options: WEEKDAYS.map((day) => ({ label: day[0].toUpperCase() + day.slice(1), value: day })),
        },
        { name: 'start', type: 'text', required: true, validate: clockTime },
        { name: 'end', type: 'text', required: true, validate: rangeEnd },
      ],
    },
    {
      type: 'row',
      fields: [
        wholeNumberField('sessionMinutes', 30, [5, 480]),
        wholeNumberField('bufferBeforeMinutes', 15, [0, 240]),
        wholeNumberField('bufferAfterMinutes', 15, [0, 240]),
      ],
    },
    {
      type: 'row',
      fields: [
        wholeNumberField('minimumNoticeHours', 24, [0, 720]),
        wholeNumberField('bookingWindowDays', 60, [1, 365]),
        wholeNumberField('maxPerDay', 4, [1, 288], { label: 'Most sessions a day' }),
      ],
    },
    {
      name: 'blockedDates',
      type: 'array',
      admin: { description: 'Days without sessions (holidays), first and last day included.' },
      fields: [
        {
          name: 'from',
          type: 'text',
          required: true,
          validate: isoDay,
          admin: { placeholder: 'YYYY-MM-DD' },
        },
        {
          name: 'to',
          type: 'text',
          required: true,
          validate: blockEnd,
          admin: { placeholder: 'YYYY-MM-DD' },
        },
        { name: 'note', type: 'text' },
      ],
    },
    {
      name: 'videoInstructions',
      type: 'textarea',
      admin: { description: 'Sent with every booking and in the calendar invite (how to join the call).' },
    },
    wholeNumberField('freeChangeHours', 24, [0, 720], {
      label: 'Free reschedule/cancel up to (hours before)',
      admin: { description: 'Until then a buyer may reschedule, and a cancel is fully refunded.' },
    }),
    {
      name: 'calendarFeed',
      type: 'ui',
      admin: { components: { Field: '/features/payments/admin/CalendarFeedField#CalendarFeedField' } },
    },
    {
      name: 'feedToken',
      type: 'text',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
