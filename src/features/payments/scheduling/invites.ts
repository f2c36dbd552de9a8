import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator'

/** What an invitation says about one booking. */
export type InviteDetails = {
  /** The booking's id: the event's UID is derived from it, so every update replaces the same event. */
  /** The booking's name (bookingName in tokens.ts): never that of another booking. */
  reference: string
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  organizer: { name: string; email: string }
  attendee: { email: string }
  /** The buyer's page of the booking (reschedule, cancel). */
  url?: string
}

/** The event's UID: stable for the booking's whole life, unique to this site's host. */
export const inviteUid = (reference: string, site: string): string =>
  `booking-${reference}@${new URL(site).hostname}`

const PRODUCT = { company: 'one-on-one-sessions', product: 'bookings', language: 'EN' }

function calendarFor(method: ICalCalendarMethod | null, name?: string) {
  return ical({ prodId: PRODUCT, ...(method ? { method } : {}), ...(name ? { name } : {}) })
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  details: InviteDetails,
  uid: string,
  status: ICalEventStatus,
  stamp: Date,
) {
  const cancelled = status === ICalEventStatus.CANCELLED
  calendar.createEvent({
    id: uid,
    // A cancellation revises the event, so it counts one past the last invitation (RFC 5546, 2.1.4):
    // a calendar that already holds that invitation ignores a CANCEL whose SEQUENCE is not higher
    sequence: cancelled ? details.sequence + 1 : details.sequence,
    stamp,
    start: details.start,
    end: details.end,
    summary: details.summary,
    description: details.description,
    status,
    organizer: details.organizer,
    attendees: [
      // The attendee's answer is theirs to give: a cancellation leaves it unset and asks for none
      cancelled
        ? { email: details.attendee.email, role: ICalAttendeeRole.REQ }
        : {
            email: details.attendee.email,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: true,
          },
    ],
    ...(details.url ? { url: details.url } : {}),
  })
}

/**
 * An RFC 5546 REQUEST (a new invitation, or an update when SEQUENCE is higher) or CANCEL of the
 * booking's event. Times are written in UTC (no time zone set), which every calendar converts.
 */
export function inviteCalendar(
  method: 'REQUEST' | 'CANCEL',
  details: InviteDetails,
  site: string,
  stamp: Date = new Date(),
): string {
  const calendar = calendarFor(method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL)
  const status = method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED
  addEvent(calendar, details, inviteUid(details.reference, site), status, stamp)
  return calendar.toString()
}

/** A plain calendar object (no method) for the "Add to calendar" download and the owner's feed. */
export function publishedCalendar(
  events: InviteDetails[],
  site: string,
  name: string,
  stamp: Date = new Date(),
): string {
  const calendar = calendarFor(null, name)
  for (const details of events) {
    addEvent(calendar, details, inviteUid(details.reference, site), ICalEventStatus.CONFIRMED, stamp)
  }
  return calendar.toString()
}
