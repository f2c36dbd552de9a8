/**
 * Payments: the $60 one-on-one session sold through Stripe (checkout, the webhook, bookings),
 * and its scheduling (availability, slots, invitations, reschedule and cancel). What Payload
 * assembles, and what other features use; pages take their reads and components from ./pages.
 */
import type { Endpoint } from 'payload'

import { sameSiteOnly } from '@/platform/http/endpoint'

import { createCheckoutSession } from './endpoints/createCheckoutSession'
import {
  ownerCalendarFeed,
  sessionCalendarDownload,
  sessionCancel,
  sessionConfirm,
  sessionReschedule,
  sessionSlots,
} from './endpoints/sessionScheduling'
import { stripeWebhook } from './endpoints/stripeWebhook'

export { unlinkBookingsOfDeletedMember } from './bookings'
export { Bookings } from './collections/Bookings'
export { SessionAvailability } from './globals/SessionAvailability'
export { DEMO_AVAILABILITY } from './scheduling/availability'
export { createBookingToken } from './scheduling/tokens'

/** Stripe's webhook proves itself by its signature; the browser's POSTs are refused from another site. */
export const paymentsEndpoints: Endpoint[] = [
  stripeWebhook,
  sessionSlots,
  sessionCalendarDownload,
  ownerCalendarFeed,
  ...[createCheckoutSession, sessionConfirm, sessionReschedule, sessionCancel].map(sameSiteOnly),
]
