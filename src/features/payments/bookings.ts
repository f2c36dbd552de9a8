import type { CollectionBeforeDeleteHook, Payload } from 'payload'
import Stripe from 'stripe'

import type { Booking } from '@/payload-types'

import { getEnv } from '@/platform/env'
import { enqueueEmail, type OutboxMessage } from '@/platform/mail/outbox'
import { getAvailability } from './scheduling/availability'
import {
  bookingLink,
  bookingLinkToken,
  ownerName,
  releaseRefundedSession,
  sendLateRefund,
} from './scheduling/sessions'
import { newBookingReference } from './scheduling/tokens'
import { formatAmount } from '@/platform/money'
import { getStripe } from '@/platform/stripe'
import { UNIQUE_INSERT } from '@/platform/database/uniqueViolation'

/** Marks the Checkout sessions this site creates, so sessions of anything else sold on the account are ignored. */
export const BOOKING_KIND = 'one-on-one-session'

export const SESSION_LENGTH_MINUTES = 30

type CheckoutSession = Stripe.Checkout.Session

export type RecordedBooking = { booking: Booking; created: boolean }

export type BookingConfirmation =
  | { kind: 'missing' }
  | { kind: 'confirmed'; email: string | null; booking: Booking | null }
  | { kind: 'cancelled'; refunded: boolean }
  | { kind: 'unpaid' }
  | { kind: 'not-found' }
  | { kind: 'unavailable' }

const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,255}$/

export const isOwnBookingSession = (session: Pick<CheckoutSession, 'metadata'>): boolean =>
  session.metadata?.booking === BOOKING_KIND

const paymentIntentId = (session: CheckoutSession): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

const customerEmail = (session: CheckoutSession): string | null =>
  session.customer_details?.email ?? session.customer_email ?? null

async function findBooking(payload: Payload, stripeSessionId: string): Promise<Booking | null> {
  const result = await payload.find({
    collection: 'bookings',
    where: { stripeSessionId: { equals: stripeSessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs[0] ?? null
}

/** The user the session was started by, when that account still exists. */
async function bookingUser(payload: Payload, userId: string | undefined): Promise<Booking['user']> {
  if (!userId) return null
  const result = await payload.find({
    collection: 'users',
    where: { id: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs[0]?.id ?? null
}

async function queueBookingEmails(payload: Payload, booking: Booking): Promise<void> {
  const owner = getEnv().ADMIN_EMAIL
  const name = await ownerName(payload)
  const price = formatAmount(booking.amount, booking.currency ?? 'usd')
  const availability = await getAvailability(payload)
  // With scheduling on, the receipt carries the link to choose (or later change) the time
  const chooseLink = availability.enabled
    ? bookingLink(bookingLinkToken(booking, availability, new Date()))
    : null
  // The offer's 30 minutes, unless the owner schedules sessions of another length
  const minutes = availability.enabled ? availability.sessionMinutes : SESSION_LENGTH_MINUTES
  const nextSteps = chooseLink
    ? [
        `1. Choose the time of your call: ${chooseLink}`,
        `   If none of the times offered suits you, reply to this email (or write to ${owner}) with your preferred dates and times.`,
      ]
    : [`1. Reply to this email (or write to ${owner}) with your preferred dates and times.`]
  const messages: OutboxMessage[] = []
  if (booking.email) {
    messages.push({
      purpose: `booking-receipt:${booking.stripeSessionId}`,
      to: booking.email,
      replyTo: owner,
      // Paid is not yet booked while the buyer still has a time to choose
      subject: chooseLink
        ? `Your ${minutes}-minute session with ${name} is paid: choose your time`
        : `Your ${minutes}-minute session with ${name} is booked`,
      text: [
        `Thank you for booking a ${minutes}-minute one-on-one session with ${name}.`,
        'This e-mail is your receipt.',
        '',
        `Paid: ${price}`,
        `Date: ${new Date(booking.createdAt).toUTCString()}`,
        `Reference: ${booking.stripeSessionId}`,
        '',
        'What happens next:',
        ...nextSteps,
        '2. Say which video service you would like: the call is held on a video service of your choice',
        `   (Zoom, Google Meet, Skype, FaceTime or another). You will get a link ${
          chooseLink ? 'to join before the call.' : 'once a time is agreed.'
        }`,
      ].join('\n'),
    })
  }
  messages.push({
    purpose: `booking-owner-notification:${booking.stripeSessionId}`,
    to: owner,
    subject: `New one-on-one booking from ${booking.email ?? 'a customer'}`,
    text: [
      `A ${minutes}-minute one-on-one session was paid: ${price}.`,
      `Customer: ${booking.email ?? 'no e-mail given'}`,
      `Stripe Checkout session: ${booking.stripeSessionId}`,
      chooseLink
        ? 'The customer was sent a link to choose a time; an invitation follows once they do.'
        : 'The customer was asked to e-mail preferred times and a video service.',
    ].join('\n'),
  })
  for (const message of messages) {
    try {
      await enqueueEmail(payload, message)
    } catch (error) {
      payload.logger.error(
        `Booking ${booking.stripeSessionId}: e-mail to ${message.to} not recorded: ${(error as Error).message}`,
      )
    }
  }
}

/**
 * Records a paid Checkout session as a booking exactly once. The unique stripeSessionId is the
 * guard: of any number of concurrent calls for one session, only the one whose insert succeeds
 * gets `created: true`, and only that one sends the e-mails.
 */
export async function recordPaidBooking(
  payload: Payload,
  session: CheckoutSession,
): Promise<RecordedBooking> {
  let booking: Booking
  try {
    booking = await payload.create({
      collection: 'bookings',
      data: {
        stripeSessionId: session.id,
        reference: newBookingReference(),
        email: customerEmail(session),
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        status: 'paid',
        paymentIntent: paymentIntentId(session),
        user: await bookingUser(payload, session.metadata?.userId),
      },
      depth: 0,
      overrideAccess: true,
      ...UNIQUE_INSERT,
    })
  } catch (error) {
    const existing = await findBooking(payload, session.id)
    if (existing) return { booking: existing, created: false }
    throw error
  }
  await queueBookingEmails(payload, booking)
  return { booking, created: true }
}

/**
 * Marks the booking paid by a fully refunded charge as refunded, so it leaves the dashboard's
 * bookings and revenue; a session it had (a refund made in Stripe's dashboard) is cancelled, its
 * time freed and both sides told. A partial refund leaves the booking paid. Answers how many were marked.
 */
export async function recordRefund(payload: Payload, charge: Stripe.Charge): Promise<number> {
  const paymentIntent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!charge.refunded || !paymentIntent) return 0
  const { docs, errors } = await payload.update({
    collection: 'bookings',
    where: { and: [{ paymentIntent: { equals: paymentIntent } }, { status: { equals: 'paid' } }] },
    data: { status: 'refunded' },
    depth: 0,
    overrideAccess: true,
  })
  // Payload reports a document it could not write instead of throwing: the webhook must fail, so
  // that Stripe sends the event again
  if (errors.length) throw new Error(`${errors.length} booking(s) of ${paymentIntent} not marked refunded`)
  // The refunded sessions not cancelled yet: this event's, and any a failed delivery left behind
  const { docs: toRelease } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { paymentIntent: { equals: paymentIntent } },
        { status: { equals: 'refunded' } },
        { schedule: { not_equals: 'cancelled' } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const booking of toRelease) await releaseRefundedSession(payload, booking)
  // A session its buyer cancelled too late for a refund, refunded now by the owner's goodwill
  for (const booking of docs) if (booking.schedule === 'cancelled') await sendLateRefund(payload, booking)
  return docs.length
}

/**
 * What /booking-success shows. The session is read back from Stripe, never trusted from the URL,
 * and a paid one is recorded here too in case the webhook has not arrived yet.
 */
export async function getBookingConfirmation(
  payload: Payload,
  sessionId: string | undefined,
  stripe: Stripe | null = getStripe(),
): Promise<BookingConfirmation> {
  if (!sessionId) return { kind: 'missing' }
  if (!SESSION_ID_PATTERN.test(sessionId)) return { kind: 'not-found' }
  if (!stripe) return { kind: 'unavailable' }
  let session: CheckoutSession
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return { kind: 'not-found' }
    }
    payload.logger.error(`Could not read Checkout session ${sessionId}: ${(error as Error).message}`)
    return { kind: 'unavailable' }
  }
  if (!isOwnBookingSession(session)) return { kind: 'not-found' }
  if (session.payment_status !== 'paid') return { kind: 'unpaid' }
  let booking: Booking | null = null
  try {
    booking = (await recordPaidBooking(payload, session)).booking
  } catch (error) {
    // The payment is confirmed by Stripe; the webhook will record the booking.
    payload.logger.error(`Could not record booking ${sessionId}: ${(error as Error).message}`)
  }
  // A booking cancelled since (by the buyer or the owner) or refunded in Stripe is no longer booked.
  if (booking && (booking.schedule === 'cancelled' || booking.status === 'refunded')) {
    return { kind: 'cancelled', refunded: booking.status === 'refunded' }
  }
  return { kind: 'confirmed', email: customerEmail(session), booking }
}

/**
 * Before an account is deleted (the users collection runs it): its bookings stay, the record of a
 * sale, with no account linked. SQLite's foreign key would empty the link itself; MongoDB has none.
 */
export const unlinkBookingsOfDeletedMember: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { errors } = await req.payload.update({
    collection: 'bookings',
    where: { user: { equals: id } },
    data: { user: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (errors.length) throw new Error(`${errors.length} booking(s) of user ${id} not unlinked`)
}
