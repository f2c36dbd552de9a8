import { jest } from '@jest/globals'
import type { Payload, SanitizedConfig } from 'payload'

import {
  checkoutEvent,
  signWebhookPayload,
  startStripeDouble,
  type StripeDouble,
} from '../helpers/stripeDouble'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { sessionToken } from './helpers/sessionToken'

const SITE = 'http://localhost:3999'
const PRICE = 'price_test_one_on_one'
const WEBHOOK_SECRET = 'whsec_test_secret_0123456789'
const OWNER = 'owner@example.com'

let double: StripeDouble
let ctx: TestPayload
let payload: Payload
let config: SanitizedConfig
let handleEndpoints: typeof import('payload').handleEndpoints
let bookings: typeof import('@/features/payments/bookings')
/** The e-mails the bookings recorded in the outbox, oldest first (the job queue sends them). */
const queuedEmails = async () =>
  (await payload.find({ collection: 'email-outbox', sort: 'id', pagination: false, overrideAccess: true }))
    .docs

beforeAll(async () => {
  double = await startStripeDouble()
  ctx = await startTestPayload({
    NEXT_PUBLIC_SERVER_URL: SITE,
    ADMIN_EMAIL: OWNER,
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_PRICE_ID: PRICE,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: double.url,
  })
  payload = ctx.payload
  config = await (await import('@payload-config')).default
  handleEndpoints = (await import('payload')).handleEndpoints
  bookings = await import('@/features/payments/bookings')
})

afterAll(async () => {
  await ctx?.cleanup()
  await double?.close()
})

beforeEach(async () => {
  double.reset()
  await payload.delete({ collection: 'email-outbox', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'bookings', where: { id: { exists: true } }, overrideAccess: true })
  await (await import('@/platform/rateLimit')).resetRateLimits()
})

afterEach(() => {
  jest.restoreAllMocks()
})

/** Sends a request through Payload's REST router, the path /api/* takes in the running app. */
const api = (path: string, init: RequestInit = {}) =>
  handleEndpoints({ config, request: new Request(`${SITE}/api${path}`, init) })

const postCheckout = (body: unknown, headers: Record<string, string> = {}) =>
  api('/create-checkout-session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const deliverWebhook = (rawBody: string, signature?: string) =>
  api('/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: rawBody,
  })

const bookingCount = async () =>
  (await payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs

const paidSession = (metadata: Record<string, string> = { booking: 'one-on-one-session' }) => {
  const session = double.addSession({
    metadata,
    customer_email: 'buyer@example.com',
    success_url: `${SITE}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
  })
  return double.markPaid(session.id, 'buyer@example.com')
}

describe('POST /api/create-checkout-session', () => {
  it('answers the 11th request from one address in a minute with 429, without asking Stripe', async () => {
    const from = { 'X-Client-Address': '198.51.100.30' }
    for (let i = 0; i < 10; i++) expect((await postCheckout({ priceId: PRICE }, from)).status).toBe(200)

    const limited = await postCheckout({ priceId: PRICE }, from)

    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    })
    expect(double.requests).toHaveLength(10)
    expect((await postCheckout({ priceId: PRICE }, { 'X-Client-Address': '198.51.100.31' })).status).toBe(200)
  })

  it('creates a one-time payment session for the configured price and answers its url', async () => {
    const response = await postCheckout({ priceId: PRICE })

    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(new RegExp(`^${double.url}/checkout/cs_test_`))
    expect(double.requests).toHaveLength(1)
    const [request] = double.requests
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/checkout/sessions')
    expect(request.authorization).toBe('Bearer sk_test_integration')
    const reference = request.body.client_reference_id
    expect(reference).toMatch(/^[0-9a-f-]{36}$/)
    expect(request.body).toEqual({
      mode: 'payment',
      line_items: [{ price: PRICE, quantity: '1' }],
      success_url: `${SITE}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/one-on-one`,
      client_reference_id: reference,
      metadata: { booking: 'one-on-one-session', bookingReference: reference },
    })
  })

  it("passes a logged-in user's e-mail as customer_email and ties the session to the user", async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'member@example.com',
        password: 'member-password',
        roles: ['member'],
        requirePasswordChange: false,
      },
    })
    const token = await sessionToken(payload, 'member@example.com', 'member-password')

    const response = await postCheckout(
      { priceId: PRICE },
      { Cookie: `payload-token=${token}`, Origin: SITE },
    )

    expect(response.status).toBe(200)
    const { body } = double.requests[0]
    expect(body.customer_email).toBe('member@example.com')
    expect(body.metadata).toMatchObject({ booking: 'one-on-one-session', userId: String(user.id) })
  })

  it('refuses a price other than the configured one without calling Stripe', async () => {
    const response = await postCheckout({ priceId: 'price_someone_elses' })

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown price' })
    expect(double.requests).toHaveLength(0)
  })

  it('refuses a body without a priceId without calling Stripe', async () => {
    const missing = await postCheckout({})
    const malformed = await api('/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"priceId":',
    })

    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'priceId is required' })
    const wrongType = await postCheckout({ priceId: 123 })
    expect(wrongType.status).toBe(400)
    expect(await wrongType.json()).toEqual({ error: 'priceId must be a string' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'Request body must be valid JSON' })
    expect(double.requests).toHaveLength(0)
  })

  it('refuses a body that is not JSON (what a form can send) with 415, and one over 64 KB with 413', async () => {
    const form = await api('/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ priceId: PRICE }),
    })
    const huge = await postCheckout({ priceId: PRICE, padding: 'x'.repeat(65 * 1024) })

    expect(form.status).toBe(415)
    expect(await form.json()).toEqual({ error: 'Request body must be JSON (Content-Type: application/json)' })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ error: 'Request body must be at most 64 KB' })
    expect(double.requests).toHaveLength(0)
  })

  it("turns Stripe's refusal into a 502 with a readable message and no stack trace", async () => {
    double.failNext({ status: 400, message: 'No such price: price_test_one_on_one' })

    const response = await postCheckout({ priceId: PRICE })

    expect(response.status).toBe(502)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'The payment provider refused the request: No such price: price_test_one_on_one',
    })
    expect(text).not.toMatch(/\bat .*\.(js|ts):\d+/)
  })
})

describe('POST /api/stripe/webhook', () => {
  it('answers 400 and stores nothing when the signature is missing', async () => {
    const event = checkoutEvent('checkout.session.completed', paidSession())

    const response = await deliverWebhook(event)

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Missing Stripe signature' })
    expect(await bookingCount()).toBe(0)
  })

  it('answers 400 and stores nothing when signed with another secret or when the body was altered', async () => {
    const event = checkoutEvent('checkout.session.completed', paidSession())
    const wrongSecret = await deliverWebhook(event, signWebhookPayload(event, 'whsec_not_ours'))
    const altered = await deliverWebhook(
      event.replace('"amount_total":6000', '"amount_total":1'),
      signWebhookPayload(event, WEBHOOK_SECRET),
    )

    expect(wrongSecret.status).toBe(400)
    expect(await wrongSecret.json()).toEqual({ error: 'Invalid Stripe signature' })
    expect(altered.status).toBe(400)
    expect(await bookingCount()).toBe(0)
    expect(await queuedEmails()).toHaveLength(0)
  })

  it('records a paid session and e-mails the customer the next steps and the owner a notice', async () => {
    const session = paidSession()
    const event = checkoutEvent('checkout.session.completed', session)

    const response = await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))

    expect(response.status).toBe(200)
    const { docs } = await payload.find({ collection: 'bookings', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      stripeSessionId: session.id,
      email: 'buyer@example.com',
      amount: 6000,
      currency: 'usd',
      status: 'paid',
    })
    expect((await queuedEmails()).map((mail) => mail.to)).toEqual(['buyer@example.com', OWNER])
    const [customerMail, ownerMail] = await queuedEmails()
    expect(customerMail.text).toContain('with your preferred dates and times')
    expect(customerMail.text).toContain('You will get a link once a time is agreed.')
    expect(customerMail.text).toContain('a video service of your choice')
    expect(customerMail.replyTo).toBe(OWNER)
    expect(ownerMail.text).toContain('$60.00')
    expect(ownerMail.text).toContain('buyer@example.com')
  })

  it('records a session whose delayed payment succeeded', async () => {
    const event = checkoutEvent('checkout.session.async_payment_succeeded', paidSession())

    const response = await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))

    expect(response.status).toBe(200)
    expect(await bookingCount()).toBe(1)
  })

  it('records nothing for a completed session that is not paid yet, or for a session sold by something else', async () => {
    const unpaid = checkoutEvent(
      'checkout.session.completed',
      double.addSession({ status: 'complete', metadata: { booking: 'one-on-one-session' } }),
    )
    const foreign = checkoutEvent('checkout.session.completed', paidSession({ product: 'something-else' }))

    expect((await deliverWebhook(unpaid, signWebhookPayload(unpaid, WEBHOOK_SECRET))).status).toBe(200)
    expect((await deliverWebhook(foreign, signWebhookPayload(foreign, WEBHOOK_SECRET))).status).toBe(200)
    expect(await bookingCount()).toBe(0)
    expect(await queuedEmails()).toHaveLength(0)
  })

  it('gives one booking and one e-mail each to customer and owner for 20 concurrent deliveries of one event', async () => {
    const session = paidSession()
    const event = checkoutEvent('checkout.session.completed', session)

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))),
    )
    const replay = await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    const created = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { created: boolean }).created),
    )
    expect(created.filter(Boolean)).toHaveLength(1)
    expect(replay.status).toBe(200)
    expect(await bookingCount()).toBe(1)
    expect((await queuedEmails()).filter((mail) => mail.to === 'buyer@example.com')).toHaveLength(1)
    expect((await queuedEmails()).filter((mail) => mail.to === OWNER)).toHaveLength(1)
  })
})

describe('POST /api/stripe/webhook charge.refunded', () => {
  const refundEvent = (paymentIntent: string | null, refunded: boolean) =>
    checkoutEvent('charge.refunded', {
      id: 'ch_test_refund',
      object: 'charge',
      payment_intent: paymentIntent,
      refunded,
    } as unknown as Parameters<typeof checkoutEvent>[1])

  const recordBooking = async () => {
    const session = paidSession()
    const event = checkoutEvent('checkout.session.completed', session)
    expect((await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))).status).toBe(200)
    return session.payment_intent as string
  }

  const statuses = async () =>
    (await payload.find({ collection: 'bookings', overrideAccess: true })).docs.map((doc) => doc.status)

  it('marks the booking of a fully refunded charge refunded, once', async () => {
    const paymentIntent = await recordBooking()
    const event = refundEvent(paymentIntent, true)

    const response = await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))
    const replay = await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))

    expect(await response.json()).toEqual({ received: true, refunded: 1 })
    expect(await replay.json()).toEqual({ received: true, refunded: 0 })
    expect(await statuses()).toEqual(['refunded'])
  })

  it('leaves the booking paid after a partial refund, and ignores charges of other payments', async () => {
    const paymentIntent = await recordBooking()
    const partial = refundEvent(paymentIntent, false)
    const other = refundEvent('pi_test_someone_else', true)

    expect((await deliverWebhook(partial, signWebhookPayload(partial, WEBHOOK_SECRET))).status).toBe(200)
    expect((await deliverWebhook(other, signWebhookPayload(other, WEBHOOK_SECRET))).status).toBe(200)
    expect(await statuses()).toEqual(['paid'])
  })
})

describe('the booking-success page logic', () => {
  it('asks for a redirect when there is no session_id', async () => {
    expect(await bookings.getBookingConfirmation(payload, undefined)).toEqual({ kind: 'missing' })
    expect(await bookings.getBookingConfirmation(payload, '')).toEqual({ kind: 'missing' })
    expect(double.requests).toHaveLength(0)
  })

  it('confirms a paid session read back from Stripe and records it once, even before the webhook', async () => {
    const session = paidSession()

    const first = await bookings.getBookingConfirmation(payload, session.id)
    const reload = await bookings.getBookingConfirmation(payload, session.id)
    const event = checkoutEvent('checkout.session.completed', session)
    const lateWebhook = await deliverWebhook(event, signWebhookPayload(event, WEBHOOK_SECRET))

    expect(first).toMatchObject({ kind: 'confirmed', email: 'buyer@example.com' })
    expect(first.kind === 'confirmed' && first.booking?.stripeSessionId).toBe(session.id)
    expect(reload).toEqual(first)
    expect(lateWebhook.status).toBe(200)
    expect(double.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `GET /v1/checkout/sessions/${session.id}`,
    )
    expect(await bookingCount()).toBe(1)
    expect((await queuedEmails()).filter((mail) => mail.to === 'buyer@example.com')).toHaveLength(1)
  })

  it('says a booking cancelled or refunded since is no longer booked, and whether it was refunded', async () => {
    const session = paidSession()
    const first = await bookings.getBookingConfirmation(payload, session.id)
    const id = first.kind === 'confirmed' ? first.booking?.id : undefined
    expect(id).toBeDefined()

    // The buyer cancels after the policy line (no refund), then the owner refunds in Stripe
    for (const [change, refunded] of [
      [{ schedule: 'cancelled' }, false],
      [{ status: 'refunded' }, true],
    ] as const) {
      await payload.update({ collection: 'bookings', id: id!, data: change, overrideAccess: true })
      expect(await bookings.getBookingConfirmation(payload, session.id)).toEqual({
        kind: 'cancelled',
        refunded,
      })
    }
    expect(await bookingCount()).toBe(1)
  })

  it('does not confirm an unpaid session and records nothing', async () => {
    const session = double.addSession({ metadata: { booking: 'one-on-one-session' } })

    expect(await bookings.getBookingConfirmation(payload, session.id)).toEqual({ kind: 'unpaid' })
    expect(await bookingCount()).toBe(0)
  })

  it('does not confirm a session Stripe does not know, nor a malformed id', async () => {
    expect(await bookings.getBookingConfirmation(payload, 'cs_test_unknown')).toEqual({ kind: 'not-found' })
    expect(await bookings.getBookingConfirmation(payload, '../../v1/charges')).toEqual({ kind: 'not-found' })
    expect(double.requests).toHaveLength(1)
    expect(await bookingCount()).toBe(0)
  })
})
