/**
 * Runs the local Stripe API double for end-to-end tests: the API on STRIPE_API_BASE's port, the
 * hosted checkout page, and signed webhooks to this site's /api/stripe/webhook.
 */
import { startStripeDouble } from '../tests/helpers/stripeDouble'

const apiBase = new URL(process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111')
const site = (process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const secret = process.env.STRIPE_WEBHOOK_SECRET

const double = await startStripeDouble({
  port: Number(apiBase.port),
  webhook: secret ? { url: `${site}/api/stripe/webhook`, secret } : undefined,
})
console.log(`[stripe-double] listening on ${double.url}`)

const stop = () => {
  void double.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
