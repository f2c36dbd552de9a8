/**
 * A small stand-in for the Stripe API (the official stripe-mock cannot be installed here).
 * It speaks the form-encoded requests the SDK sends for `POST /v1/checkout/sessions` (a price id,
 * or inline `price_data`), `GET /v1/checkout/sessions/:id`, `GET /v1/promotion_codes/:id`,
 * `GET /v1/refunds` and `POST /v1/refunds` (honouring `Idempotency-Key` as Stripe does: a repeated
 * key answers the first refund and makes no second one), records every API request it receives,
 * and serves a tiny hosted "checkout page" at each session's url whose Pay button marks the session
 * paid (with a promotion code and the terms-of-service consent when the session asks for them),
 * optionally delivers a signed `checkout.session.completed` webhook, and redirects to the
 * session's success_url, so a browser journey can run end to end. A refund made as in Stripe's
 * dashboard (`refund()`, or `POST /dashboard/refunds/:payment_intent` from another process) delivers
 * a signed `charge.refunded` webhook.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

type FormValue = string | FormObject | FormValue[]
type FormObject = { [key: string]: FormValue }

export type RecordedRequest = {
  method: string
  path: string
  authorization?: string
  idempotencyKey?: string
  /** The decoded form body, brackets expanded: `line_items[0][price]` -> `{ line_items: [{ price }] }`. */
  body: FormObject
}

export type DoubleSession = {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  amount_subtotal: number
  amount_total: number
  currency: string
  customer_email: string | null
  customer_details: { email: string } | null
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string | null
  payment_intent: string | null
  created: number
  livemode: false
  allow_promotion_codes: boolean | null
  consent_collection: { terms_of_service: string } | null
  consent: { terms_of_service: 'accepted' | null } | null
  custom_text: { terms_of_service_acceptance: { message: string } | null } | null
  discounts: { promotion_code: string }[] | null
  total_details: { amount_discount: number }
  /** The metadata the payment intent (and so its charge) carries. */
  payment_intent_metadata: Record<string, string>
}

export type DoubleRefund = {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'succeeded'
  metadata: Record<string, string>
  created: number
}
/** A promotion code the hosted page accepts: its code and the percentage it takes off. */
export type DoublePromotionCode = { id: string; code: string; percentOff: number }

export type StripeDoubleOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Amount in cents every price costs. */
  unitAmount?: number
  currency?: string
  /** When set, the Pay button also delivers a signed checkout.session.completed event here. */
  webhook?: { url: string; secret: string }
  /** Codes the checkout page accepts when a session allows promotion codes (default: LETGO10, 10% off; GIFT100, all of it). */
  promotionCodes?: { code: string; percentOff: number }[]
}

export type StripeDouble = {
  /** e.g. http://127.0.0.1:12111, the value for STRIPE_API_BASE */
  url: string
  port: number
  /** API requests received (the hosted checkout page's own traffic is not recorded). */
  requests: RecordedRequest[]
  sessions: Map<string, DoubleSession>
  /** Refunds made, one per distinct idempotency key. */
  refunds: DoubleRefund[]
  /** Makes the next API request fail like Stripe does, with this status and message. */
  failNext: (error: { status: number; message: string }) => void
  /** Adds a session directly, as if created through the API. */
  addSession: (fields?: Partial<DoubleSession>) => DoubleSession
  markPaid: (id: string, email?: string, promotionCode?: string) => DoublePaidSession
  /** Refunds a paid session's charge in full and delivers charge.refunded (when a webhook is set). */
  refund: (paymentIntent: string) => Promise<void>
  promotionCodes: DoublePromotionCode[]
  reset: () => void
  close: () => Promise<void>
}

export type DoublePaidSession = DoubleSession

const API_VERSION = '2026-10-28.endive'

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Expands Stripe's bracketed form keys into nested objects and arrays. */
export function decodeStripeForm(text: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const [head, ...rest] = key.split('[')
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))]
    let node: FormObject | FormValue[] = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const container = node as Record<string, FormValue>
      if (last) {
        container[segment] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1])
      container[segment] ??= nextIsIndex ? [] : {}
      node = container[segment] as FormObject | FormValue[]
    })
  }
  return root
}

export function checkoutEvent(type: string, session: object): string {
  return JSON.stringify({
    id: randomId('evt_test'),
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  })
}

/** The `Stripe-Signature` header Stripe would send with this payload. */
export const signWebhookPayload = (payload: string, secret: string): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (data += chunk))
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': randomId('req'),
    'Stripe-Should-Retry': 'false',
  })
  res.end(JSON.stringify(body))
}

const stripeError = (res: http.ServerResponse, status: number, message: string, param?: string) =>
  sendJson(res, status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
  })

function checkoutPage(session: DoubleSession): string {
  const amount = (session.amount_total / 100).toFixed(2)
  const email = session.customer_email ?? 'customer@example.com'
  const promotion = session.allow_promotion_codes
    ? '<label>Promotion code <input type="text" name="promotion_code" autocomplete="off"></label>'
    : ''
  const consent =
    session.consent_collection?.terms_of_service === 'required'
      ? `<label><input type="checkbox" name="terms_of_service" value="accepted" required> ${escapeHtml(
          session.custom_text?.terms_of_service_acceptance?.message ?? 'I agree to the Terms of Service',
        )}</label>`
      : ''
  const cancel = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body>
<main>
<h1>Test checkout</h1>
<p>Amount due: ${amount} ${escapeHtml(session.currency.toUpperCase())}</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<label>Email <input type="email" name="email" value="${escapeHtml(email)}" required></label>
${promotion}
${consent}
<button type="submit">Pay</button>
</form>
${cancel}
</main>
</body></html>`
}

export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const unitAmount = options.unitAmount ?? 6000
  const currency = options.currency ?? 'usd'
  const promotionCodes: DoublePromotionCode[] = (
    options.promotionCodes ?? [
      { code: 'LETGO10', percentOff: 10 },
      { code: 'GIFT100', percentOff: 100 },
    ]
  ).map((promotion) => ({ ...promotion, id: randomId('promo_test') }))
  const requests: RecordedRequest[] = []
  const sessions = new Map<string, DoubleSession>()
  const refunds: DoubleRefund[] = []
  const refundsByKey = new Map<string, DoubleRefund>()
  let pendingFailure: { status: number; message: string } | undefined
  let baseUrl = ''

  const addSession = (fields: Partial<DoubleSession> = {}): DoubleSession => {
    const id = fields.id ?? randomId('cs_test')
    const session: DoubleSession = {
      id,
      object: 'checkout.session',
      url: `${baseUrl}/checkout/${id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount,
      amount_total: unitAmount,
      currency,
      customer_email: null,
      customer_details: null,
      client_reference_id: null,
      metadata: {},
      success_url: `${baseUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: null,
      payment_intent: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      allow_promotion_codes: null,
      consent_collection: null,
      consent: null,
      custom_text: null,
      discounts: null,
      total_details: { amount_discount: 0 },
      payment_intent_metadata: {},
      ...fields,
    }
    sessions.set(id, session)
    return session
  }

  const markPaid = (id: string, email?: string, promotionCode?: string): DoubleSession => {
    const session = sessions.get(id)
    if (!session) throw new Error(`No such checkout.session: ${id}`)
    const promotion = session.allow_promotion_codes
      ? promotionCodes.find((known) => known.code.toLowerCase() === promotionCode?.trim().toLowerCase())
      : undefined
    if (promotion) {
      const discount = Math.round((session.amount_subtotal * promotion.percentOff) / 100)
      session.discounts = [{ promotion_code: promotion.id }]
      session.total_details = { amount_discount: discount }
      session.amount_total = session.amount_subtotal - discount
    }
    if (session.consent_collection?.terms_of_service === 'required') {
      session.consent = { terms_of_service: 'accepted' }
    }
    session.status = 'complete'
    // As Stripe: a total of zero (a 100%-off code) takes no payment, so there is no payment intent
    if (session.amount_total === 0) {
      session.payment_status = 'no_payment_required'
    } else {
      session.payment_status = 'paid'
      session.payment_intent ??= randomId('pi_test')
    }
    session.customer_details = { email: email ?? session.customer_email ?? 'customer@example.com' }
    return session
  }

  const deliverEvent = async (type: string, object: object) => {
    if (!options.webhook) return
    const payload = checkoutEvent(type, object)
    try {
      await fetch(options.webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': signWebhookPayload(payload, options.webhook.secret),
        },
        body: payload,
      })
    } catch (error) {
      console.error(`[stripe-double] webhook delivery failed: ${(error as Error).message}`)
    }
  }

  const deliverWebhook = (session: DoubleSession) => deliverEvent('checkout.session.completed', session)

  const refund = async (paymentIntent: string) => {
    const session = [...sessions.values()].find((known) => known.payment_intent === paymentIntent)
    if (!session || session.payment_status !== 'paid') throw new Error(`No paid payment: ${paymentIntent}`)
    refunds.push({
      id: randomId('re_test'),
      object: 'refund',
      amount: session.amount_total,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: {},
      created: Math.floor(Date.now() / 1000),
    })
    await deliverEvent('charge.refunded', {
      id: randomId('ch_test'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      currency: session.currency,
      payment_intent: paymentIntent,
      metadata: session.payment_intent_metadata,
      paid: true,
      refunded: true,
      livemode: false,
    })
  }

  const handleApi = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const text = await readBody(req)
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey:
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined,
      body: decodeStripeForm(req.method === 'GET' ? url.search.slice(1) : text),
    })
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
    }
    if (pendingFailure) {
      const failure = pendingFailure
      pendingFailure = undefined
      return stripeError(res, failure.status, failure.message)
    }

    const body = requests[requests.length - 1].body
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const lineItems = Array.isArray(body.line_items) ? (body.line_items as FormObject[]) : []
      if (typeof body.success_url !== 'string')
        return stripeError(res, 400, 'Missing required param: success_url.', 'success_url')
      if (!lineItems.length || (typeof lineItems[0].price !== 'string' && !lineItems[0].price_data)) {
        return stripeError(res, 400, 'Missing required param: line_items[0][price].', 'line_items')
      }
      const quantity = Number(lineItems[0].quantity ?? 1)
      const priceData = lineItems[0].price_data as FormObject | undefined
      const amount = (priceData ? Number(priceData.unit_amount) : unitAmount) * quantity
      const consentCollection = body.consent_collection as { terms_of_service?: string } | undefined
      const customText = body.custom_text as
        { terms_of_service_acceptance?: { message?: string } } | undefined
      const paymentIntentData = body.payment_intent_data as { metadata?: Record<string, string> } | undefined
      const session = addSession({
        mode: typeof body.mode === 'string' ? body.mode : 'payment',
        amount_subtotal: amount,
        amount_total: amount,
        currency: typeof priceData?.currency === 'string' ? priceData.currency : currency,
        allow_promotion_codes: body.allow_promotion_codes === 'true',
        consent_collection: consentCollection?.terms_of_service
          ? { terms_of_service: consentCollection.terms_of_service }
          : null,
        custom_text: customText?.terms_of_service_acceptance?.message
          ? { terms_of_service_acceptance: { message: customText.terms_of_service_acceptance.message } }
          : null,
        payment_intent_metadata: paymentIntentData?.metadata ?? {},
        customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
        client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        success_url: body.success_url,
        cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      })
      return sendJson(res, 200, session)
    }
    const promotionMatch = /^\/v1\/promotion_codes\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && promotionMatch) {
      const promotion = promotionCodes.find((known) => known.id === decodeURIComponent(promotionMatch[1]))
      if (!promotion) return stripeError(res, 404, `No such promotion code: '${promotionMatch[1]}'`)
      return sendJson(res, 200, {
        id: promotion.id,
        object: 'promotion_code',
        code: promotion.code,
        active: true,
      })
    }
    if (req.method === 'GET' && url.pathname === '/v1/refunds') {
      const paymentIntent = url.searchParams.get('payment_intent')
      const data = refunds.filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent)
      return sendJson(res, 200, { object: 'list', url: '/v1/refunds', has_more: false, data: data.reverse() })
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = requests[requests.length - 1].idempotencyKey
      const earlier = key ? refundsByKey.get(key) : undefined
      if (earlier) return sendJson(res, 200, earlier)
      const paymentIntent = typeof body.payment_intent === 'string' ? body.payment_intent : null
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent)
      if (!paymentIntent || !session) {
        return stripeError(res, 400, `No such payment_intent: '${paymentIntent ?? ''}'`, 'payment_intent')
      }
      const refunded = refunds
        .filter((refund) => refund.payment_intent === paymentIntent)
        .reduce((sum, refund) => sum + refund.amount, 0)
      const amount = body.amount ? Number(body.amount) : session.amount_total - refunded
      if (amount <= 0 || refunded + amount > session.amount_total) {
        return stripeError(
          res,
          400,
          `Charge for ${paymentIntent} has already been refunded.`,
          'payment_intent',
        )
      }
      const refund: DoubleRefund = {
        id: randomId('re_test'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: paymentIntent,
        status: 'succeeded',
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        created: Math.floor(Date.now() / 1000),
      }
      refunds.push(refund)
      if (key) refundsByKey.set(key, refund)
      return sendJson(res, 200, refund)
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1])
      const session = sessions.get(id)
      if (!session) return stripeError(res, 404, `No such checkout.session: '${id}'`, 'session')
      return sendJson(res, 200, session)
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`)
  }

  const handleCheckoutPage = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname)
    const session = match ? sessions.get(decodeURIComponent(match[1])) : undefined
    if (!match || !session) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      return res.end('Checkout session not found')
    }
    if (!match[2] && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return res.end(checkoutPage(session))
    }
    if (match[2] && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req))
      if (
        session.consent_collection?.terms_of_service === 'required' &&
        form.get('terms_of_service') !== 'accepted'
      ) {
        res.writeHead(400, { 'Content-Type': 'text/plain' })
        return res.end('The terms of service must be accepted')
      }
      markPaid(session.id, form.get('email') || undefined, form.get('promotion_code') || undefined)
      void deliverWebhook(session)
      res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
      return res.end()
    }
    res.writeHead(405, { 'Content-Type': 'text/plain' })
    res.end('Method not allowed')
  }

  /**
   * `POST /dashboard/refunds/:payment_intent`: the owner refunds a payment in Stripe's dashboard.
   * Not part of Stripe's API: the e2e tests' way to call `refund()` in the double's own process.
   */
  const handleDashboard = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    const match = /^\/dashboard\/refunds\/([^/]+)$/.exec(url.pathname)
    if (req.method !== 'POST' || !match)
      return stripeError(res, 404, `Unknown dashboard action ${url.pathname}`)
    try {
      await refund(decodeURIComponent(match[1]))
    } catch (error) {
      return stripeError(res, 400, (error as Error).message, 'payment_intent')
    }
    return sendJson(res, 200, { refunded: true })
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl || 'http://127.0.0.1')
    const handler = url.pathname.startsWith('/v1/')
      ? handleApi
      : url.pathname.startsWith('/dashboard/')
        ? handleDashboard
        : handleCheckoutPage
    handler(req, res, url).catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: error.message } })
      else res.end()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  baseUrl = `http://127.0.0.1:${port}`

  return {
    url: baseUrl,
    port,
    requests,
    sessions,
    refunds,
    failNext: (error) => {
      pendingFailure = error
    },
    addSession,
    markPaid,
    refund,
    promotionCodes,
    reset: () => {
      requests.length = 0
      sessions.clear()
      refunds.length = 0
      refundsByKey.clear()
      pendingFailure = undefined
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
