import type { Endpoint } from 'payload'
import Stripe from 'stripe'

import { isOwnBookingSession, recordPaidBooking, recordRefund } from '@/features/payments/bookings'
import { getEnv } from '@/platform/env'

import { handleCourseEvent } from '@/features/course'

const WEBHOOKS_NOT_CONFIGURED = 'Stripe webhooks are not configured'

const fail = (status: number, error: string) => Response.json({ error }, { status })

/** Events after which a Checkout session's money has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

/**
 * POST /api/stripe/webhook: Stripe's signed event notifications. The signature is checked on the
 * raw body before anything else; a paid one-on-one session becomes one booking, however often
 * the event is delivered, and a fully refunded charge marks its booking refunded. The course's
 * purchases and refunds are handled first, by handleCourseEvent.
 */
export const stripeWebhook: Endpoint = {
  path: '/stripe/webhook',
  method: 'post',
  handler: async (req) => {
    const secret = getEnv().STRIPE_WEBHOOK_SECRET
    // Without a secret no delivery can be verified, so none is accepted (a 4xx: no request answers 5xx).
    if (!secret) return fail(400, WEBHOOKS_NOT_CONFIGURED)
    const signature = req.headers.get('stripe-signature')
    if (!signature) return fail(400, 'Missing Stripe signature')

    let event: Stripe.Event
    try {
      // Payload leaves a root endpoint's body unread, so this is the exact payload Stripe signed.
      const rawBody = (await req.text?.()) ?? ''
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret)
    } catch {
      return fail(400, 'Invalid Stripe signature')
    }
    // Signed but malformed (only a holder of the secret can send it): nothing below may read past it.
    const object: unknown = (event as { data?: { object?: unknown } | null }).data?.object
    if (typeof object !== 'object' || object === null || Array.isArray(object)) {
      return fail(400, 'The event carries no data object')
    }

    const courseAnswer = await handleCourseEvent(req.payload, event)
    if (courseAnswer) return courseAnswer

    if (PAID_EVENTS.has(event.type)) {
      const session = event.data.object as Stripe.Checkout.Session
      if (isOwnBookingSession(session) && session.payment_status === 'paid') {
        try {
          const { created } = await recordPaidBooking(req.payload, session)
          return Response.json({ received: true, created })
        } catch (error) {
          req.payload.logger.error(`Booking ${session.id} could not be recorded: ${(error as Error).message}`)
          // Stripe retries a delivery that did not succeed.
          return fail(503, 'The booking could not be recorded; please retry')
        }
      }
    }
    if (event.type === 'charge.refunded') {
      try {
        const refunded = await recordRefund(req.payload, event.data.object)
        return Response.json({ received: true, refunded })
      } catch (error) {
        req.payload.logger.error(
          `Refund of ${event.data.object.id} not recorded: ${(error as Error).message}`,
        )
        return fail(503, 'The refund could not be recorded; please retry')
      }
    }
    return Response.json({ received: true })
  },
}
