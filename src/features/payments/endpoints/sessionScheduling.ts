import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isDocumentId } from '@/platform/database/database'
import { getAvailability, isTimeZone } from '@/features/payments/scheduling/availability'
import { isCalendarDay } from '@/platform/validation'
import { feedAddress, feedUrl, isFeedToken, regenerateFeedToken } from '@/features/payments/scheduling/feed'
import {
  bookingCalendar,
  bookingFromToken,
  cancelBooking,
  chooseTime,
  isActive,
  NO_LONGER_ACTIVE,
  type Failure,
  findBookingById,
  isSchedulingOn,
  ownerFeed,
  sessionView,
  slotOverview,
  slotsOfDay,
} from '@/features/payments/scheduling/sessions'

import type { Booking } from '@/payload-types'
import { requireAdmin } from '@/platform/http/currentUser'
import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'
import { checkRateLimit, tooManyRequests } from '@/platform/rateLimit'

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE })
const refuse = (outcome: Failure) => errorResponse(outcome.status, outcome.error, NO_STORE)

const tokenField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'token is required' : 'token must be a string'),
  })
  .min(1, 'token is required')
  .max(200, 'token is too long')
const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone, e.g. America/New_York'
const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, { message: TIME_ZONE_MESSAGE })

const choiceSchema = z.object({
  token: tokenField,
  start: z.iso.datetime({
    offset: true,
    error: 'start must be an ISO 8601 date and time, e.g. 2026-12-01T14:30:00Z',
  }),
  timeZone: timeZoneField.optional(),
})
const cancelSchema = z.object({ token: tokenField })

/**
 * GET /api/session-slots?tz=<IANA zone>[&date=YYYY-MM-DD][&token=<booking link>]: without a date,
 * the days of the booking window that have open slots, as dates in `tz`; with one, that day's open
 * slots. A booking's token leaves its own time out of the taken ones and out of the times offered
 * (a reschedule), and a token of a booking that is no longer active answers 410.
 */
export const sessionSlots: Endpoint = {
  path: '/session-slots',
  method: 'get',
  handler: async (req) => {
    const query = new URL(req.url ?? 'http://localhost').searchParams
    const timeZone = query.get('tz') ?? 'UTC'
    if (!isTimeZone(timeZone))
      return errorResponse(400, 'tz must be an IANA time zone, e.g. America/New_York')
    const date = query.get('date')
    if (date !== null && !isCalendarDay(date)) {
      return errorResponse(400, 'date must be a calendar date, YYYY-MM-DD')
    }
    let except: Booking | undefined
    const token = query.get('token')
    if (token !== null) {
      const linked = await bookingFromToken(req.payload, token)
      if (!linked.ok) return refuse(linked)
      // A page left open on a booking that ended elsewhere learns it here, before it offers a time
      if (!isActive(linked.booking, new Date())) return errorResponse(410, NO_LONGER_ACTIVE, NO_STORE)
      except = linked.booking
    }
    if (!(await isSchedulingOn(req.payload))) return json({ enabled: false, timeZone, days: [], slots: [] })
    if (date) {
      return json({
        enabled: true,
        timeZone,
        date,
        slots: await slotsOfDay(req.payload, date, timeZone, { except }),
      })
    }
    return json({ enabled: true, timeZone, days: await slotOverview(req.payload, timeZone, { except }) })
  },
}

/**
 * Counts one change (confirm, reschedule, cancel) from the client's address, or, given the booking,
 * against the booking whatever the address or link: each change can send mail to the buyer and the
 * owner. Null when allowed, else the 429 answer.
 */
async function limitChange(req: PayloadRequest, booking?: Booking): Promise<Response | null> {
  const subject = booking ? `booking:${booking.reference ?? booking.id}` : undefined
  const result = await checkRateLimit('session-change', req, subject)
  return result.allowed ? null : tooManyRequests(result.retryAfterSeconds, NO_STORE)
}

async function changeTime(req: PayloadRequest, call: 'confirm' | 'reschedule') {
  const limited = await limitChange(req)
  if (limited) return limited
  const parsed = await parseJsonBody(req, choiceSchema)
  if (!parsed.ok) return parsed.response
  const linked = await bookingFromToken(req.payload, parsed.data.token)
  if (!linked.ok) return refuse(linked)
  const limitedBooking = await limitChange(req, linked.booking)
  if (limitedBooking) return limitedBooking
  const outcome = await chooseTime(req.payload, linked.booking, new Date(parsed.data.start), {
    timeZone: parsed.data.timeZone,
    firstChoice: call === 'confirm',
  })
  // The session the buyer sees: the one changed, or the one a refusal carries (a time chosen elsewhere)
  const shown = outcome.ok ? outcome.booking : outcome.current
  if (!shown) return refuse(outcome as Failure)
  const booking = sessionView(shown, await getAvailability(req.payload), parsed.data.token, new Date())
  return outcome.ok ? json({ booking }) : json({ error: outcome.error, booking }, outcome.status)
}

/**
 * POST /api/session-booking/confirm { token, start, timeZone? }: the buyer's choice of time after
 * paying. A booking whose time is chosen already answers 409 with its session and stays as it is.
 */
export const sessionConfirm: Endpoint = {
  path: '/session-booking/confirm',
  method: 'post',
  handler: (req) => changeTime(req, 'confirm'),
}

/**
 * POST /api/session-booking/reschedule { token, start, timeZone? }: a new time, same booking, no
 * payment; at most MAX_RESCHEDULES times (409 after, naming the owner's address).
 */
export const sessionReschedule: Endpoint = {
  path: '/session-booking/reschedule',
  method: 'post',
  handler: (req) => changeTime(req, 'reschedule'),
}

/** POST /api/session-booking/cancel { token }: the buyer's cancel (a GET, as a mail scanner sends, changes nothing). */
export const sessionCancel: Endpoint = {
  path: '/session-booking/cancel',
  method: 'post',
  handler: async (req) => {
    const limited = await limitChange(req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, cancelSchema)
    if (!parsed.ok) return parsed.response
    const linked = await bookingFromToken(req.payload, parsed.data.token)
    if (!linked.ok) return refuse(linked)
    const limitedBooking = await limitChange(req, linked.booking)
    if (limitedBooking) return limitedBooking
    const outcome = await cancelBooking(req.payload, linked.booking, { by: 'buyer' })
    if (!outcome.ok) return refuse(outcome)
    const availability = await getAvailability(req.payload)
    return json({
      refunded: outcome.refunded,
      booking: sessionView(outcome.booking, availability, parsed.data.token, new Date()),
    })
  },
}

/** GET /api/session-booking/calendar?token=...: the session as an .ics download ("Add to calendar"). */
export const sessionCalendarDownload: Endpoint = {
  path: '/session-booking/calendar',
  method: 'get',
  handler: async (req) => {
    const token = new URL(req.url ?? 'http://localhost').searchParams.get('token')
    const linked = await bookingFromToken(req.payload, token)
    if (!linked.ok) return refuse(linked)
    if (linked.booking.schedule === 'cancelled') {
      return errorResponse(410, NO_LONGER_ACTIVE, NO_STORE)
    }
    if (linked.booking.schedule !== 'confirmed' || !linked.booking.startsAt) {
      return errorResponse(409, 'The session has no confirmed time', NO_STORE)
    }
    return new Response(await bookingCalendar(req.payload, linked.booking), {
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="session.ics"',
      },
    })
  },
}

/** GET /api/session-calendar/<secret>.ics: the owner's private feed of confirmed sessions. */
export const ownerCalendarFeed: Endpoint = {
  path: '/session-calendar/:feed',
  method: 'get',
  handler: async (req) => {
    const secret = String(req.routeParams?.feed ?? '').replace(/\.ics$/, '')
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(secret) || !(await isFeedToken(req.payload, secret))) {
      return errorResponse(404, 'No such calendar feed', NO_STORE)
    }
    return new Response(await ownerFeed(req.payload), {
      headers: { ...NO_STORE, 'Content-Type': 'text/calendar; charset=utf-8' },
    })
  },
}

/** POST /api/bookings/:id/owner-cancel (the admin's Cancel booking): cancels, refunds in full, notifies the buyer. */
export const ownerCancelBooking: Endpoint = {
  path: '/:id/owner-cancel',
  method: 'post',
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can cancel bookings')
    if ('response' in auth) return auth.response
    const id = String(req.routeParams?.id ?? '')
    if (!isDocumentId(req.payload.collections.bookings.config, id))
      return errorResponse(404, 'No such booking')
    const booking = await findBookingById(req.payload, id)
    if (!booking) return errorResponse(404, 'No such booking')
    const outcome = await cancelBooking(req.payload, booking, { by: 'owner' })
    if (!outcome.ok) return refuse(outcome)
    return json({
      message: outcome.refunded ? 'Cancelled and refunded' : 'Cancelled',
      refunded: outcome.refunded,
    })
  },
}

/**
 * GET /api/globals/session-availability/feed: the owner's feed address (admins only), and `made`
 * when this read made its secret (the global changed).
 */
export const calendarFeedAddress: Endpoint = {
  path: '/feed',
  method: 'get',
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can read the calendar feed')
    if ('response' in auth) return auth.response
    return json(await feedAddress(req.payload))
  },
}

/** POST /api/globals/session-availability/feed/regenerate: a new secret; the old address stops working. */
export const regenerateCalendarFeed: Endpoint = {
  path: '/feed/regenerate',
  method: 'post',
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can regenerate the calendar feed')
    if ('response' in auth) return auth.response
    await regenerateFeedToken(req.payload)
    return json({ url: await feedUrl(req.payload) })
  },
}
