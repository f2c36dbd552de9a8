import type { Endpoint } from 'payload'
import Stripe from 'stripe'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { CourseCheckoutRefused, startCourseCheckout } from '@/features/course/courseEnrolments'
import { getStripe, PAYMENTS_NOT_CONFIGURED } from '@/platform/stripe'

import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'
import { rateLimit } from '@/platform/rateLimit'

/** Nothing the client sends may choose what is charged: the body is empty (`{}`), and any field is refused. */
const courseCheckoutSchema = z.strictObject(
  {},
  { error: 'The course checkout takes no fields: its price is set by the site (Programs)' },
)

/**
 * POST /api/course/checkout {} -> { url }: a Stripe Checkout session for How to Let Go at the price
 * of its Programs entry, when the course is sold on this site (courseSales: site). A signed-in
 * learner who has the course already gets 409 with `continueAt`, the first lesson they have not completed, and no session.
 * Rate-limited per client address (the `checkout` limit, 429).
 */
export const courseCheckout: Endpoint = {
  path: '/course/checkout',
  method: 'post',
  handler: async (req) => {
    // Each call asks Stripe for a session and records a funnel event
    const limited = await rateLimit('checkout', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, courseCheckoutSchema)
    if (!parsed.ok) return parsed.response
    const stripe = getStripe()
    if (!stripe) return errorResponse(503, PAYMENTS_NOT_CONFIGURED)
    // A learner with a pending password change buys as a guest would (the e-mail decides the account).
    const buyer = req.user && !req.user.requirePasswordChange ? (req.user as User) : null
    try {
      const url = await startCourseCheckout(req.payload, stripe, buyer)
      return Response.json({ url }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      if (error instanceof CourseCheckoutRefused) {
        if (!error.continueAt) return errorResponse(error.status, error.message)
        return Response.json({ error: error.message, continueAt: error.continueAt }, { status: error.status })
      }
      const message = error instanceof Stripe.errors.StripeError ? error.message : 'unexpected error'
      req.payload.logger.error(`Course Checkout session creation failed: ${message}`)
      return errorResponse(502, `The payment provider refused the request: ${message}`)
    }
  },
}
