import { TZDate } from '@date-fns/tz'
import { addDays, addHours, differenceInMinutes, isAfter, subHours } from 'date-fns'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Booking } from '@/payload-types'

import { getEnv } from '@/platform/env'
import { formatAmount } from '@/platform/money'
import { enqueueEmail, type OutboxMessage } from '@/platform/mail/outbox'
import { setStatusByPurpose } from '@/platform/mail/outboxStore'
import { getStripe } from '@/platform/stripe'
import { changeDocument, type DocumentChange } from '@/platform/database/changeDocument'
import { takeLeaseWithin } from '@/platform/database/leases'
import { isLostRace } from '@/platform/database/transientConflict'
import { isUniqueViolation } from '@/platform/database/uniqueViolation'
import { type Availability, getAvailability, isTimeZone } from './availability'
import { dateInZone, dayLabel, longDateTime, timeLabel, zoneName } from './format'
import { inviteCalendar, type InviteDetails, publishedCalendar } from './invites'
import { expireOpenSlots, keptOpenSlots } from './slotCache'
import { bookableRange, findOpenSlot, openSlots, type Slot } from './slots'
import { bookingState, type BookingState } from './state'
import { takenIntervals } from './store'
import {
  bookingName,
  createBookingToken,
  isBookingReference,
  type NamedBooking,
  namesBooking,
  verifyBookingToken,
} from './tokens'

export const SLOT_TAKEN = 'That time was just taken. Please choose another.'
export const SLOT_NOT_OFFERED = 'That time is not offered. Please choose one of the times shown.'
export const NO_LONGER_ACTIVE = 'This booking is no longer active.'
export const SCHEDULING_OFF = 'Times are agreed by e-mail: please e-mail your preferred times.'
export const CHOICES_BUSY = 'Many times are being chosen right now. Please try again in a moment.'
export const INVALID_LINK = 'This booking link is not valid.'
export const EXPIRED_LINK = 'This booking link has expired. Please use the link in your latest e-mail.'

/** Reschedules one booking takes from its link; past them the buyer writes to the owner. */
export const MAX_RESCHEDULES = 5
export const tooManyReschedules = () =>
  `This session has been rescheduled too many times. Please write to ${getEnv().ADMIN_EMAIL} to change it.`

/** Failures a caller maps to an HTTP answer: nothing was changed. */
export type Failure = {
  ok: false
  status: 400 | 404 | 409 | 410 | 502 | 503
  error: string
  /** The booking as it stands, when the buyer should see it instead (a time chosen elsewhere). */
  current?: Booking
}
const failure = (status: Failure['status'], error: string): Failure => ({ ok: false, status, error })

/** What a cancelled session's calendar event says instead of the video instructions and the booking's link. */
const CANCELLED_EVENT = 'This session is cancelled.'

export const TIME_ALREADY_CHOSEN = 'A time is already chosen for this session.'

/** A first choice for a booking that has a time (another tab chose it): nothing moves, and the buyer sees it. */
const timeAlreadyChosen = (current: Booking, availability: Availability, now: Date): Failure => ({
  ...failure(
    409,
    hoursLeft(current, now) >= availability.freeChangeHours
      ? `${TIME_ALREADY_CHOSEN} Use Reschedule to change it.`
      : TIME_ALREADY_CHOSEN,
  ),
  current,
})

type Clock = { now?: Date }

const site = () => getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')

export async function ownerName(payload: Payload): Promise<string> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return settings.brandName || 'the author'
  } catch {
    return 'the author'
  }
}

/** The booking's link stays valid through the booking window and a month past its session. */
export function bookingLinkToken(
  booking: Pick<Booking, 'id' | 'reference' | 'startsAt'>,
  availability: Availability,
  now: Date,
) {
  const throughWindow = addDays(now, availability.bookingWindowDays + 30)
  const pastSession = booking.startsAt ? addDays(new Date(booking.startsAt), 30) : throughWindow
  return createBookingToken(booking, isAfter(pastSession, throughWindow) ? pastSession : throughWindow)
}

export const bookingLink = (token: string) => `${site()}/bookings/${token}`

// ---------------------------------------------------------------- open slots

export type DayOverview = { date: string; label: string; slots: number }
export type SlotView = { start: string; end: string; label: string }

/** The availability and the window's open slots, kept for a few seconds (slotCache.ts). */
const keptWindow = (payload: Payload, now: Date) =>
  keptOpenSlots(async () => {
    const availability = await getAvailability(payload)
    return { availability, slots: await computeOpenSlots(payload, { now, availability }) }
  }, now.getTime())

/** Whether buyers choose their time (the kept availability: a change on this node shows at once). */
export const isSchedulingOn = async (payload: Payload): Promise<boolean> =>
  (await keptWindow(payload, new Date())).availability.enabled

/** `except`: the booking being rescheduled, whose time is neither taken nor offered again. */
type Except = { except?: Pick<Booking, 'id' | 'startsAt'> }
type SlotOptions = Clock & Except & { from?: Date; to?: Date; availability?: Availability }

/**
 * The open slots starting in [from, to) (the whole window without). A booking being rescheduled
 * (`except`) takes no time of its own there, and its own time is not offered. The visitors' lists (the clock not injected, no booking excepted) are the window's slots
 * kept for a few seconds (slotCache.ts), less those that have entered the minimum notice since.
 */
export async function listOpenSlots(payload: Payload, options: SlotOptions = {}): Promise<Slot[]> {
  if (options.now || options.except || options.availability) {
    return computeOpenSlots(payload, options)
  }
  const now = new Date()
  const kept = await keptWindow(payload, now)
  const earliest = bookableRange(kept.availability, now).earliest.getTime()
  const from = Math.max(earliest, options.from?.getTime() ?? earliest)
  const to = options.to?.getTime() ?? Infinity
  return kept.slots.filter((slot) => slot.start.getTime() >= from && slot.start.getTime() < to)
}

async function computeOpenSlots(
  payload: Payload,
  { now = new Date(), from, to, except, availability }: SlotOptions,
): Promise<Slot[]> {
  const settings = availability ?? (await getAvailability(payload))
  if (!settings.enabled) return []
  const range = bookableRange(settings, now)
  const taken = await takenIntervals(
    payload,
    addDays(from ?? range.earliest, -1),
    addDays(to ?? range.latest, 1),
    except?.id,
  )
  const slots = openSlots({ availability: settings, now, taken, from, to })
  const own = except?.startsAt ? new Date(except.startsAt).getTime() : null
  return own === null ? slots : slots.filter((slot) => slot.start.getTime() !== own)
}

/** The days of the window with open slots, as dates in the visitor's zone. */
export async function slotOverview(
  payload: Payload,
  timeZone: string,
  options: Clock & Except = {},
): Promise<DayOverview[]> {
  const days = new Map<string, DayOverview>()
  for (const slot of await listOpenSlots(payload, options)) {
    const date = dateInZone(slot.start, timeZone)
    const day = days.get(date)
    if (day) day.slots++
    else days.set(date, { date, label: dayLabel(slot.start, timeZone), slots: 1 })
  }
  return [...days.values()]
}

/** The open slots of one day (YYYY-MM-DD) in the visitor's zone. */
export async function slotsOfDay(
  payload: Payload,
  date: string,
  timeZone: string,
  options: Clock & Except = {},
): Promise<SlotView[]> {
  const [year, month, day] = date.split('-').map(Number)
  const from = new TZDate(year, month - 1, day, 0, 0, timeZone)
  const to = addDays(from, 1)
  const slots = await listOpenSlots(payload, {
    ...options,
    from: new Date(from.getTime()),
    to: new Date(to.getTime()),
  })
  return slots.map((slot) => ({
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: timeLabel(slot.start, timeZone),
  }))
}

// ---------------------------------------------------------------- a booking and its link

export type LinkedBooking = { ok: true; booking: Booking } | Failure

/** The booking whose `field` equals `value` (its id, or a link's reference), or null. */
async function findBookingBy(
  payload: Payload,
  field: 'id' | 'reference',
  value: number | string,
): Promise<Booking | null> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const findBookingById = (payload: Payload, id: number | string): Promise<Booking | null> =>
  findBookingBy(payload, 'id', id)

/** The booking a signed link names, or why there is none. */
export async function bookingFromToken(
  payload: Payload,
  token: unknown,
  { now = new Date() }: Clock = {},
): Promise<LinkedBooking> {
  const check = verifyBookingToken(token, now)
  if (!check.ok) return check.reason === 'expired' ? failure(410, EXPIRED_LINK) : failure(404, INVALID_LINK)
  const booking = await findBookingBy(
    payload,
    isBookingReference(check.name) ? 'reference' : 'id',
    check.name,
  )
  // A booking given the id of a deleted one (SQLite) has a reference: the old id-named links do not open it
  return booking && namesBooking(check.name, booking) ? { ok: true, booking } : failure(404, INVALID_LINK)
}

/** What the buyer's pages show of a booking (and may do with it). */
export type SessionView = {
  token: string
  state: BookingState
  /** Not cancelled, not refunded, and not started. */
  active: boolean
  startsAt: string | null
  endsAt: string | null
  canReschedule: boolean
  /** Why a confirmed, active session cannot be rescheduled (null when it can, or has no time yet). */
  rescheduleNote: string | null
  refundOnCancel: boolean
  amount: string
  freeChangeHours: number
}

const hoursLeft = (booking: Pick<Booking, 'startsAt'>, now: Date) =>
  booking.startsAt ? differenceInMinutes(new Date(booking.startsAt), now) / 60 : Infinity

/** Paid, not cancelled, and not started: a booking whose time can still be chosen, moved or cancelled. */
export const isActive = (booking: Booking, now: Date) =>
  booking.status === 'paid' &&
  booking.schedule !== 'cancelled' &&
  (!booking.startsAt || isAfter(new Date(booking.startsAt), now))

/** A cancel is refunded in full when the time is not chosen yet, or at least freeChangeHours before. */
const refundDue = (booking: Booking, availability: Availability, now: Date) =>
  booking.schedule !== 'confirmed' || hoursLeft(booking, now) >= availability.freeChangeHours

/**
 * Why the buyer can no longer move their confirmed session themselves (scheduling switched off,
 * inside the free-change hours, or out of reschedules), or null while they can. The booking page,
 * the invitation and the calendar event offer the link for what it still does.
 */
function rescheduleClosedNote(booking: Booking, availability: Availability, now: Date): string | null {
  if (!availability.enabled) {
    return `Times are changed by e-mail: please write to ${getEnv().ADMIN_EMAIL}. You can still cancel.`
  }
  if (hoursLeft(booking, now) < availability.freeChangeHours) {
    return `Rescheduling closes ${availability.freeChangeHours} hours before the session; you can still cancel.`
  }
  return (booking.sequence ?? 0) >= MAX_RESCHEDULES ? tooManyReschedules() : null
}

/** The words before the booking's link: what it can still do. */
const linkLabel = (booking: Booking, availability: Availability, now: Date) =>
  rescheduleClosedNote(booking, availability, now) === null ? 'Reschedule or cancel' : 'Cancel'

export function sessionView(
  booking: Booking,
  availability: Availability,
  token: string,
  now: Date,
): SessionView {
  const active = isActive(booking, now)
  const rescheduleNote =
    !active || booking.schedule !== 'confirmed' ? null : rescheduleClosedNote(booking, availability, now)
  return {
    token,
    state: bookingState(booking, now),
    active,
    startsAt: booking.startsAt ?? null,
    endsAt: booking.endsAt ?? null,
    canReschedule: active && booking.schedule === 'confirmed' && rescheduleNote === null,
    rescheduleNote,
    refundOnCancel: active && refundDue(booking, availability, now),
    amount: formatAmount(booking.amount, booking.currency ?? 'usd'),
    freeChangeHours: availability.freeChangeHours,
  }
}

// ---------------------------------------------------------------- e-mails

const purposes = (booking: NamedBooking, sequence: number) => {
  const reference = bookingName(booking)
  return {
    invite: `booking-invite:${reference}:${sequence}`,
    reminder24: `booking-reminder-24h:${reference}:${sequence}`,
    reminder1: `booking-reminder-1h:${reference}:${sequence}`,
    cancel: `booking-cancel:${reference}`,
  }
}

/** The session's event as every copy of it shares it: its name, time, organiser and attendee. */
const sessionEvent = (booking: Booking, name: string) => ({
  reference: bookingName(booking),
  sequence: booking.sequence ?? 0,
  start: new Date(booking.startsAt!),
  end: new Date(booking.endsAt!),
  summary: `One-on-one session with ${name}`,
  organizer: { name, email: getEnv().ADMIN_EMAIL },
  attendee: { email: booking.email ?? getEnv().ADMIN_EMAIL },
})

/** The buyer's copy of the event (invitation, "Add to calendar"): with the booking's page. */
function buyerDetails(booking: Booking, availability: Availability, name: string, now: Date): InviteDetails {
  const link = bookingLink(bookingLinkToken(booking, availability, now))
  return {
    ...sessionEvent(booking, name),
    description: [availability.videoInstructions, '', `${linkLabel(booking, availability, now)}: ${link}`]
      .join('\n')
      .trim(),
    url: link,
  }
}

/**
 * The owner's copy of the event (their invitation and the private feed): named by the buyer, so
 * that each session stands apart in their calendar, and without the buyer's link, which cancels and
 * refunds for whoever holds it (a calendar is often shared).
 */
function ownerDetails(booking: Booking, availability: Availability, name: string): InviteDetails {
  const buyer = booking.email ?? 'a buyer'
  return {
    ...sessionEvent(booking, name),
    summary: `One-on-one session: ${buyer}`,
    // The instructions speak to the buyer: the owner's copy says so
    description: [
      `Buyer: ${buyer}`,
      ...(availability.videoInstructions
        ? ['', 'Video call instructions sent to the buyer:', availability.videoInstructions]
        : []),
    ].join('\n'),
  }
}

/** The buyer's zone as chosen at booking, else the owner's. */
const buyerZoneFor = (booking: Booking, availability: Availability) =>
  booking.timeZone && isTimeZone(booking.timeZone) ? booking.timeZone : availability.timeZone

/** The session's time in the given zone, with the zone's name. */
const whenFor = (booking: Pick<Booking, 'startsAt'>, timeZone: string) => {
  const start = new Date(booking.startsAt!)
  return `${longDateTime(start, timeZone)} ${zoneName(start, timeZone)}`
}

type Copy = Omit<OutboxMessage, 'to' | 'purpose'>

/** Queues the buyer's copy (when the booking has an e-mail) and then the owner's, under one purpose. */
async function sendToBuyerAndOwner(
  payload: Payload,
  booking: Booking,
  purpose: string,
  now: Date,
  copies: { buyer: Copy; owner: Copy & { to: string } },
) {
  const messages: OutboxMessage[] = []
  if (booking.email) messages.push({ to: booking.email, purpose, ...copies.buyer })
  const { to, ...owner } = copies.owner
  messages.push({ to, purpose, ...owner })
  for (const message of messages) await enqueueEmail(payload, message, { now: now.getTime() })
}

/**
 * The invitation (or, after a reschedule, the update, which names the time it replaces when known)
 * to the buyer and to the owner.
 */
async function sendInvites(
  payload: Payload,
  booking: Booking,
  availability: Availability,
  now: Date,
  replaced: Booking['startsAt'] = null,
) {
  const name = await ownerName(payload)
  const details = buyerDetails(booking, availability, name, now)
  const calendar = { method: 'REQUEST' as const, content: inviteCalendar('REQUEST', details, site(), now) }
  const ownerCalendar = {
    method: 'REQUEST' as const,
    content: inviteCalendar('REQUEST', ownerDetails(booking, availability, name), site(), now),
  }
  const purpose = purposes(booking, details.sequence).invite
  const updated = details.sequence > 0
  const buyerZone = buyerZoneFor(booking, availability)
  const was = (timeZone: string) =>
    updated && replaced && replaced !== booking.startsAt
      ? [`Was: ${whenFor({ startsAt: replaced }, timeZone)}`]
      : []
  await sendToBuyerAndOwner(payload, booking, purpose, now, {
    buyer: {
      replyTo: details.organizer.email,
      subject: `${updated ? 'Updated invitation' : 'Invitation'}: ${details.summary}, ${whenFor(booking, buyerZone)}`,
      text: [
        updated ? 'Your session has a new time.' : 'Your session is booked.',
        '',
        `When: ${whenFor(booking, buyerZone)} (${availability.sessionMinutes} minutes)`,
        ...was(buyerZone),
        '',
        availability.videoInstructions,
        '',
        // A time chosen inside the policy line was told so on the page: the e-mail says the same
        `To ${linkLabel(booking, availability, now).toLowerCase()}: ${details.url}`,
        hoursLeft(booking, now) < availability.freeChangeHours
          ? `This time is less than ${availability.freeChangeHours} hours away: it cannot be rescheduled, and cancelling it gives no refund.`
          : `Free of charge up to ${availability.freeChangeHours} hours before the session; a cancel by then is refunded in full.`,
      ].join('\n'),
      calendar,
    },
    owner: {
      to: details.organizer.email,
      subject: `${updated ? 'Rescheduled' : 'New'} session: ${booking.email ?? 'a buyer'}, ${whenFor(booking, availability.timeZone)}`,
      text: [
        `Buyer: ${booking.email ?? 'no e-mail given'}`,
        `When: ${whenFor(booking, availability.timeZone)}`,
        ...was(availability.timeZone),
        updated
          ? `The buyer moved the session (revision ${details.sequence}).`
          : 'The buyer chose this time after paying.',
      ].join('\n'),
      calendar: ownerCalendar,
    },
  })
}

/** The 24-hour and 1-hour reminders of the booking's current time, queued to go out then. */
async function scheduleReminders(payload: Payload, booking: Booking, availability: Availability, now: Date) {
  if (!booking.email || !booking.startsAt) return
  const start = new Date(booking.startsAt)
  const ids = purposes(booking, booking.sequence ?? 0)
  const buyerZone = buyerZoneFor(booking, availability)
  const link = bookingLink(bookingLinkToken(booking, availability, now))
  const reminders = [
    { purpose: ids.reminder24, at: subHours(start, 24), when: 'tomorrow' },
    { purpose: ids.reminder1, at: subHours(start, 1), when: 'in one hour' },
  ]
  for (const reminder of reminders) {
    // A reminder whose time has passed already (a late booking) would only arrive late
    if (!isAfter(reminder.at, now)) continue
    await enqueueEmail(
      payload,
      {
        to: booking.email,
        purpose: reminder.purpose,
        replyTo: getEnv().ADMIN_EMAIL,
        subject: `Reminder: your session is ${reminder.when}, ${whenFor(booking, buyerZone)}`,
        text: [
          `Your one-on-one session with ${await ownerName(payload)} starts ${reminder.when}:`,
          whenFor(booking, buyerZone),
          '',
          availability.videoInstructions,
          '',
          `Your booking: ${link}`,
        ].join('\n'),
        sendAt: reminder.at.getTime(),
      },
      { now: now.getTime() },
    )
  }
}

/** Stops the reminders still waiting for the booking's time of `sequence`. */
async function cancelReminders(payload: Payload, booking: NamedBooking, sequence: number) {
  const ids = purposes(booking, sequence)
  for (const purpose of [ids.reminder24, ids.reminder1]) {
    await setStatusByPurpose(payload, purpose, 'queued', 'cancelled')
  }
}

/** Takes back what a choice of time queued for `sequence` and has not gone out yet: its invitations and reminders. */
async function withdrawChoice(payload: Payload, booking: NamedBooking, sequence: number) {
  await setStatusByPurpose(payload, purposes(booking, sequence).invite, 'queued', 'cancelled')
  await cancelReminders(payload, booking, sequence)
}

/**
 * Takes back every invitation and reminder of a deleted booking still waiting to go out, for each
 * time it had (a reschedule leaves an earlier time's reminders cancelled already, so this is safe).
 * Its receipt and a cancellation notice already queued still go out.
 */
export async function withdrawQueuedSessionEmails(
  payload: Payload,
  booking: Pick<Booking, 'id' | 'reference' | 'sequence'>,
) {
  for (let sequence = 0; sequence <= (booking.sequence ?? 0); sequence++) {
    await withdrawChoice(payload, booking, sequence)
  }
}

async function sendCancellation(
  payload: Payload,
  booking: Booking,
  availability: Availability,
  { refunded, by, now }: { refunded: boolean; by: 'buyer' | 'owner'; now: Date },
) {
  const purpose = purposes(booking, 0).cancel
  const refundLine = refunded
    ? `Your payment of ${sessionView(booking, availability, '', now).amount} is refunded in full; it reaches your card within 5-10 days.`
    : `It was cancelled less than ${availability.freeChangeHours} hours before the start, so it is not refunded.`
  const confirmed = booking.schedule === 'confirmed' && booking.startsAt
  const name = await ownerName(payload)
  // Each side's copy keeps the name its invitation gave the event
  const cancelOf = (details: InviteDetails) => ({
    method: 'CANCEL' as const,
    content: inviteCalendar(
      'CANCEL',
      // The event no longer offers the booking's page: there is nothing left to change
      { ...sessionEvent(booking, name), summary: details.summary, description: CANCELLED_EVENT },
      site(),
      now,
    ),
  })
  const buyerCalendar = confirmed ? cancelOf(buyerDetails(booking, availability, name, now)) : undefined
  const ownerCalendar = confirmed ? cancelOf(ownerDetails(booking, availability, name)) : undefined
  const buyerZone = buyerZoneFor(booking, availability)
  await sendToBuyerAndOwner(payload, booking, purpose, now, {
    buyer: {
      replyTo: getEnv().ADMIN_EMAIL,
      subject: `Cancelled: your one-on-one session${confirmed ? `, ${whenFor(booking, buyerZone)}` : ''}`,
      text: [
        by === 'owner' ? 'Your session was cancelled by the host.' : 'Your session is cancelled.',
        refundLine,
      ].join('\n'),
      ...(buyerCalendar ? { calendar: buyerCalendar } : {}),
    },
    owner: {
      to: getEnv().ADMIN_EMAIL,
      subject: `Cancelled session: ${booking.email ?? 'a buyer'}${confirmed ? `, ${whenFor(booking, availability.timeZone)}` : ''}`,
      text: [
        `Cancelled by the ${by}.`,
        refunded ? 'The payment was refunded in full.' : 'No refund (inside the policy line).',
      ].join('\n'),
      ...(ownerCalendar ? { calendar: ownerCalendar } : {}),
    },
  })
}

// ---------------------------------------------------------------- choose, reschedule, cancel

export type Changed = { ok: true; booking: Booking }

/**
 * Changes one booking by what it is now (changeDocument: one transaction on MongoDB, the booking's
 * turn on SQLite), then expires the kept slot lists: on MongoDB the collection's hooks expired them
 * before the commit, and a list made in between still showed the booking's old time.
 */
async function changeBooking(
  payload: Payload,
  id: Booking['id'],
  change: (current: Booking) => Partial<Booking> | null,
): Promise<DocumentChange<Booking> | null> {
  const result = await changeDocument(payload, 'bookings', id, change)
  if (result?.changed) expireOpenSlots()
  return result
}

/**
 * Why a booking cannot take the time starting at `start`, judged on the booking as it stands, or
 * null when it can: no longer active (410), a first choice when a time is chosen already (another
 * tab: 409 with the booking as it is), a reschedule inside freeChangeHours or past MAX_RESCHEDULES,
 * or the same time again.
 */
function refuseChoice(
  booking: Booking,
  start: Date,
  { availability, now, firstChoice }: { availability: Availability; now: Date; firstChoice: boolean },
): Failure | null {
  if (!isActive(booking, now)) return failure(410, NO_LONGER_ACTIVE)
  if (booking.schedule !== 'confirmed') return null
  if (firstChoice) return timeAlreadyChosen(booking, availability, now)
  if (hoursLeft(booking, now) < availability.freeChangeHours) {
    return failure(
      409,
      `A session can be rescheduled until ${availability.freeChangeHours} hours before it starts.`,
    )
  }
  // Each reschedule sends both sides an updated invitation, and SEQUENCE counts them
  if ((booking.sequence ?? 0) >= MAX_RESCHEDULES) return failure(409, tooManyReschedules())
  if (booking.startsAt && new Date(booking.startsAt).getTime() === start.getTime()) {
    return failure(409, 'That is the time already booked. Please choose another.')
  }
  return null
}

/**
 * Choices of a time take turns, across every worker and node (a lease in the database): the
 * unique slotKey keeps two bookings off one time, but two choices of neighbouring times at once
 * would each check the other's buffer before either was written. A turn lasts one check and one
 * write; a choice waits up to 5 s for it (choices are a few a day), also while the process drains,
 * so that a choice in flight is still answered.
 */
const CHOICE_TURN_KEY = 'session-choice'
const CHOICE_TURN = { ttlMs: 15_000, waitMs: 5_000, duringDrain: true }

async function inChoiceTurn<T>(payload: Payload, work: () => Promise<T>): Promise<T | Failure> {
  const turn = await takeLeaseWithin(payload, CHOICE_TURN_KEY, CHOICE_TURN)
  if (!turn) return failure(503, CHOICES_BUSY)
  try {
    return await work()
  } finally {
    // A turn not released ends with its lease
    await turn.release().catch((error: Error) => payload.logger.warn(`Session choice turn: ${error.message}`))
  }
}

/** The write of a choice, in its turn: the booking as written, or why nothing was. */
async function writeChoice(
  payload: Payload,
  booking: Booking,
  start: Date,
  {
    availability,
    now,
    firstChoice,
    timeZone,
  }: { availability: Availability; now: Date; firstChoice: boolean; timeZone?: string },
): Promise<
  Failure | { refused?: Failure; written: DocumentChange<Booking> | null; replaced?: Booking['startsAt'] }
> {
  const near = { from: addDays(start, -1), to: addDays(start, 1) }
  const taken = await takenIntervals(payload, near.from, near.to, booking.id)
  const slot = findOpenSlot({ availability, now, taken }, start)
  if (!slot) {
    const offeredWhenFree = findOpenSlot({ availability, now, taken: [] }, start)
    return failure(409, offeredWhenFree ? SLOT_TAKEN : SLOT_NOT_OFFERED)
  }
  // Why the write found nothing to write, if it did; and the time it replaces, as the write read it
  const found: { refused?: Failure; replaced?: Booking['startsAt'] } = {}
  try {
    const written = await changeBooking(payload, booking.id, (current) => {
      found.refused = refuseChoice(current, start, { availability, now, firstChoice }) ?? undefined
      found.replaced = current.schedule === 'confirmed' ? current.startsAt : null
      if (found.refused) return null
      return {
        schedule: 'confirmed' as const,
        startsAt: slot.start.toISOString(),
        endsAt: slot.end.toISOString(),
        // The unique slotKey is the guard against two bookings of one time
        slotKey: slot.start.toISOString(),
        sequence: current.schedule === 'confirmed' ? (current.sequence ?? 0) + 1 : 0,
        ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}),
      }
    })
    return { refused: found.refused, written, replaced: found.replaced }
  } catch (error) {
    if (isUniqueViolation(error) && !isLostRace(error)) return failure(409, SLOT_TAKEN)
    // Lost a race on the database's lock: if another booking holds the time now, say so
    const holder = (
      await payload.find({
        collection: 'bookings',
        where: { slotKey: { equals: slot.start.toISOString() } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    if (!holder) throw error
    if (holder.id !== booking.id) return failure(409, SLOT_TAKEN)
    // This booking holds the time: the write went through before a later statement failed
    return { refused: found.refused, written: { doc: holder, changed: true } }
  }
}

/**
 * Sets the booking's time to the open slot starting at `start`: the first choice after paying, or
 * (no new payment) a reschedule up to freeChangeHours before. The unique slotKey decides between
 * two buyers of one time; the loser is told it was just taken. Sends the invitations (same UID,
 * SEQUENCE + 1 after a reschedule) and re-times the reminders. A `firstChoice` (the confirm call)
 * on a booking that has a time already (another tab) moves nothing: 409 with the booking as it is.
 *
 * The write decides again on the booking as it reads it in the same transaction (changeDocument;
 * on SQLite in the booking's turn): a choice that crossed a cancel, another tab's choice or a
 * reschedule of the same booking finds it cancelled (410), chosen (409) or moved (its SEQUENCE
 * counts the other). A cancel or reschedule written after this write but before its invitations
 * and reminders were queued is checked for once they are: what this choice queued and is still
 * waiting is taken back, and the answer is the booking as it stands (410 when cancelled).
 */
export async function chooseTime(
  payload: Payload,
  booking: Booking,
  start: Date,
  {
    now = new Date(),
    timeZone,
    firstChoice = false,
  }: Clock & { timeZone?: string; firstChoice?: boolean } = {},
): Promise<Changed | Failure> {
  const availability = await getAvailability(payload)
  if (!availability.enabled) return failure(409, SCHEDULING_OFF)
  const refused = refuseChoice(booking, start, { availability, now, firstChoice })
  if (refused) return refused
  const decided = await inChoiceTurn(payload, () =>
    writeChoice(payload, booking, start, { availability, now, firstChoice, timeZone }),
  )
  if ('ok' in decided) return decided
  if (decided.refused) return decided.refused
  const written = decided.written
  // Not written with no refusal: the booking is gone
  if (!written?.changed) return failure(410, NO_LONGER_ACTIVE)
  const updated = written.doc
  const sequence = updated.sequence ?? 0
  // The reminders of every earlier time: a reschedule written just before this one may have queued
  // its own after this write's read
  for (let earlier = 0; earlier < sequence; earlier++) await cancelReminders(payload, booking, earlier)
  // The time this choice replaces, as its write read the booking (another reschedule may have come first)
  await sendInvites(payload, updated, availability, now, decided.replaced)
  await scheduleReminders(payload, updated, availability, now)
  // A cancel or another reschedule written since this write did not see what was just queued: if
  // the booking is no longer as written, what is still queued for this time is taken back
  const after = await findBookingById(payload, booking.id)
  if (after?.schedule === 'confirmed' && (after.sequence ?? 0) === sequence)
    return { ok: true, booking: updated }
  await withdrawChoice(payload, booking, sequence)
  if (after?.schedule !== 'confirmed') return failure(410, NO_LONGER_ACTIVE)
  return { ok: true, booking: after }
}

/**
 * Cancels the booking. By the buyer: refunded in full when at least freeChangeHours before (or
 * before a time was chosen), not refunded later. By the owner: always refunded. The refund goes
 * through Stripe's Refund API first, with an idempotency key per booking, so a retry after a
 * failure never refunds twice and a refused refund changes nothing. Both sides get METHOD:CANCEL.
 */
export async function cancelBooking(
  payload: Payload,
  booking: Booking,
  {
    now = new Date(),
    by = 'buyer',
    stripe = getStripe(),
  }: Clock & { by?: 'buyer' | 'owner'; stripe?: Stripe | null } = {},
): Promise<(Changed & { refunded: boolean }) | Failure> {
  const availability = await getAvailability(payload)
  if (!isActive(booking, now)) return failure(410, NO_LONGER_ACTIVE)
  const refund = by === 'owner' || refundDue(booking, availability, now)
  let refundId: string | null = null
  if (refund) {
    if (!stripe || !booking.paymentIntent) {
      return failure(
        503,
        'The refund cannot be made right now, so the booking was not cancelled. Please try again later.',
      )
    }
    try {
      const made = await stripe.refunds.create(
        { payment_intent: booking.paymentIntent, metadata: { bookingId: String(booking.id) } },
        { idempotencyKey: `booking-${bookingName(booking)}-refund` },
      )
      refundId = made.id
    } catch (error) {
      payload.logger.error(`Refund of booking ${booking.id} failed: ${(error as Error).message}`)
      return failure(
        502,
        'The payment provider refused the refund, so the booking was not cancelled. Please try again later.',
      )
    }
  }
  const cancelled = await markCancelled(payload, booking.id, {
    cancelledAt: now.toISOString(),
    cancelledBy: by,
    ...(refund ? { status: 'refunded' as const, refundId } : {}),
  })
  if (!cancelled) {
    // Another cancel of the same booking got there first and told both sides; the refund above was
    // the same one (one idempotency key per booking)
    return { ok: true, booking: (await findBookingById(payload, booking.id)) ?? booking, refunded: refund }
  }
  // The booking as this cancel found it: a reschedule that crossed it has moved its time and sequence
  await cancelReminders(payload, booking, cancelled.before.sequence ?? 0)
  await sendCancellation(payload, cancelled.before, availability, { refunded: refund, by, now })
  return { ok: true, booking: cancelled.after, refunded: refund }
}

/**
 * The slotKey of a cancelled booking: its own, so the time it held is free. Not null: MongoDB's
 * sparse unique index skips only absent fields, and two cancelled bookings' nulls would collide.
 */
const releasedSlotKey = (bookingId: number | string) => `released:${bookingId}`

/**
 * Writes the booking cancelled and frees its time, unless it is cancelled already: answers the
 * booking as this cancel found it and as it left it, or null when another cancel got there first.
 * On MongoDB a cancel that crossed another change of the booking (the buyer's and the owner's
 * cancel, a reschedule, a refund made in Stripe) runs again on the booking as the other left it:
 * docs/decisions/0075-crossed-writes-answer-409.md.
 */
async function markCancelled(
  payload: Payload,
  bookingId: Booking['id'],
  fields: Pick<Booking, 'cancelledAt' | 'cancelledBy'> & Partial<Pick<Booking, 'status' | 'refundId'>>,
): Promise<{ before: Booking; after: Booking } | null> {
  let before: Booking | null = null
  const result = await changeBooking(payload, bookingId, (current) => {
    before = current
    return current.schedule === 'cancelled'
      ? null
      : { schedule: 'cancelled' as const, slotKey: releasedSlotKey(bookingId), ...fields }
  })
  return result?.changed && before ? { before, after: result.doc } : null
}

/**
 * A booking refunded outside the site (Stripe's dashboard): its session is cancelled as the owner's
 * cancel would, without a second refund: the time is freed, the reminders stopped, both sides told.
 */
export async function releaseRefundedSession(
  payload: Payload,
  booking: Booking,
  { now = new Date() }: Clock = {},
) {
  if (booking.schedule === 'cancelled') return
  const availability = await getAvailability(payload)
  const cancelled = await markCancelled(payload, booking.id, {
    cancelledAt: now.toISOString(),
    cancelledBy: 'owner',
  })
  if (!cancelled) return
  const { before } = cancelled
  await cancelReminders(payload, booking, before.sequence ?? 0)
  // A session still ahead is cancelled news, and so is one whose time the buyer could still choose
  // here; with scheduling off a booking never has a time here, and a refund of it says nothing new
  const ahead =
    before.schedule === 'confirmed'
      ? Boolean(before.startsAt && isAfter(new Date(before.startsAt), now))
      : availability.enabled
  if (ahead) {
    await sendCancellation(payload, before, availability, { refunded: true, by: 'owner', now })
  }
}

/**
 * A session cancelled with no refund (inside the free-change hours) that the owner refunds later,
 * in Stripe's dashboard: the buyer is told, once.
 */
export async function sendLateRefund(payload: Payload, booking: Booking, { now = new Date() }: Clock = {}) {
  if (!booking.email) return
  const availability = await getAvailability(payload)
  await enqueueEmail(
    payload,
    {
      to: booking.email,
      purpose: `booking-late-refund:${bookingName(booking)}`,
      replyTo: getEnv().ADMIN_EMAIL,
      subject: 'Refunded: your one-on-one session',
      text: `Your cancelled session's payment of ${sessionView(booking, availability, '', now).amount} is refunded in full after all; it reaches your card within 5-10 days.`,
    },
    { now: now.getTime() },
  )
}

// ---------------------------------------------------------------- calendars

/** The session as a calendar download ("Add to calendar"). */
export async function bookingCalendar(payload: Payload, booking: Booking, { now = new Date() }: Clock = {}) {
  const availability = await getAvailability(payload)
  return publishedCalendar(
    [buyerDetails(booking, availability, await ownerName(payload), now)],
    site(),
    'One-on-one session',
    now,
  )
}

/** The owner's feed: confirmed sessions from 30 days back to the end of the window. */
export async function ownerFeed(payload: Payload, { now = new Date() }: Clock = {}): Promise<string> {
  const availability = await getAvailability(payload)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { schedule: { equals: 'confirmed' } },
        { startsAt: { greater_than_equal: addDays(now, -30).toISOString() } },
        { startsAt: { less_than: addHours(addDays(now, availability.bookingWindowDays), 48).toISOString() } },
      ],
    },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const name = await ownerName(payload)
  const events = docs.map((doc) => ownerDetails(doc, availability, name))
  return publishedCalendar(events, site(), 'One-on-one sessions', now)
}
