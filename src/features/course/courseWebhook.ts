import type { Payload } from 'payload'
import type Stripe from 'stripe'

import {
  isCoursePayment,
  isCourseSession,
  isSettledSession,
  recordCoursePurchase,
  recordCourseRefund,
} from '@/features/course/courseEnrolments'
import { getStripe } from '@/platform/stripe'

/** Events after which a Checkout session's money has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

const retryLater = (error: string) => Response.json({ error }, { status: 503 })

/**
 * The course's share of Stripe's webhook: a paid course Checkout session becomes one enrolment
 * (whatever is replayed), and a fully refunded charge of a course payment ends its enrolment.
 * Answers null for any event that is not the course's, for the other handlers to take.
 */
export async function handleCourseEvent(payload: Payload, event: Stripe.Event): Promise<Response | null> {
  if (PAID_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session
    if (!isCourseSession(session)) return null
    if (!isSettledSession(session)) return Response.json({ received: true })
    try {
      const { created } = await recordCoursePurchase(payload, session, getStripe())
      return Response.json({ received: true, created })
    } catch (error) {
      payload.logger.error(`Enrolment ${session.id} could not be recorded: ${(error as Error).message}`)
      // Stripe retries a delivery that did not succeed.
      return retryLater('The enrolment could not be recorded; please retry')
    }
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    try {
      if (!(await isCoursePayment(payload, charge))) return null
      return Response.json({ received: true, refunded: await recordCourseRefund(payload, charge) })
    } catch (error) {
      payload.logger.error(`Refund of ${charge.id} not recorded: ${(error as Error).message}`)
      return retryLater('The refund could not be recorded; please retry')
    }
  }
  return null
}
