import type { SanitizedConfig } from 'payload'

import { startTestPayload, type TestPayload } from './helpers/payload'

const SITE = 'http://localhost:3998'

let ctx: TestPayload
let config: SanitizedConfig
let handleEndpoints: typeof import('payload').handleEndpoints

beforeAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']) {
    delete process.env[name]
  }
  ctx = await startTestPayload({ NEXT_PUBLIC_SERVER_URL: SITE })
  config = await (await import('@payload-config')).default
  handleEndpoints = (await import('payload')).handleEndpoints
})

afterAll(async () => {
  await ctx?.cleanup()
})

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  handleEndpoints({
    config,
    request: new Request(`${SITE}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    }),
  })

describe('payments without Stripe settings', () => {
  it('answers 503 "Payments are not configured" to a checkout request', async () => {
    const response = await post('/create-checkout-session', JSON.stringify({ priceId: 'price_anything' }))

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Payments are not configured' })
  })

  it('refuses a webhook delivery it cannot verify (400) and records nothing', async () => {
    const response = await post('/stripe/webhook', '{}', { 'Stripe-Signature': 't=1,v1=abc' })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Stripe webhooks are not configured' })
    expect((await ctx.payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('never confirms a booking on the success page', async () => {
    const { getBookingConfirmation } = await import('@/features/payments/bookings')

    expect(await getBookingConfirmation(ctx.payload, 'cs_test_anything')).toEqual({ kind: 'unavailable' })
  })
})
