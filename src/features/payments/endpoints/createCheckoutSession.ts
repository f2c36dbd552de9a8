import { randomUUID } from 'node:crypto'

import type { Endpoint } from 'payload'
import Stripe from 'stripe'
import { z } from 'zod'

import { BOOKING_KIND } from '@/features/payments/bookings'
import { getEnv } from '@/platform/env'
import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'
import { rateLimit } from '@/platform/rateLimit'
import { getPaymentSettings, PAYMENTS_NOT_CONFIGURED } from '@/platform/stripe'

const checkoutRequestSchema = z.object({
  priceId: z.string({
    error: (issue) => (issue.input === undefined ? 'priceId is required' : 'priceId must be a string'),
  }),
})

/**
 * POST /api/create-checkout-session { priceId } -> { url }: a Stripe Checkout session for the
 * one-on-one session. Rate-limited per client address (the `checkout` limit, 429).
 */
export const createCheckoutSession: Endpoint = {
  path: '/create-checkout-session',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('checkout', req)
    if (limited) return limited
    const payment = getPaymentSettings()
    if (!payment) return errorResponse(503, PAYMENTS_NOT_CONFIGURED)

    // JSON only (415 otherwise, which also shuts out a cross-site form), at most 64 KB (413).
    const parsed = await parseJsonBody(req, checkoutRequestSchema)
    if (!parsed.ok) return parsed.response
    // Only the configured price may be sold; anything else never reaches Stripe.
    if (parsed.data.priceId !== payment.priceId) return errorResponse(400, 'Unknown price')

    const site = getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')
    const bookingReference = randomUUID()
    const metadata: Record<string, string> = { booking: BOOKING_KIND, bookingReference }
    if (req.user) metadata.userId = String(req.user.id)

    try {
      const session = await payment.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: payment.priceId, quantity: 1 }],
        success_url: `${site}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/one-on-one`,
        ...(req.user?.email ? { customer_email: req.user.email } : {}),
        client_reference_id: bookingReference,
        metadata,
      })
      if (!session.url) return errorResponse(502, 'The payment provider returned no checkout address')
      return Response.json({ url: session.url })
    } catch (error) {
      const message = error instanceof Stripe.errors.StripeError ? error.message : 'unexpected error'
      req.payload.logger.error(`Stripe Checkout session creation failed: ${message}`)
      return errorResponse(502, `The payment provider refused the request: ${message}`)
    }
  },
}
