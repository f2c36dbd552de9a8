import type { Payload, SanitizedConfig } from 'payload'

import {
  checkoutEvent,
  signWebhookPayload,
  startStripeDouble,
  type StripeDouble,
} from '../helpers/stripeDouble'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { sessionToken } from './helpers/sessionToken'
import { course } from '@/seed/content/course'
import { richTextParagraphs } from '@/seed/richText'
import { siteSettings } from '@/seed/content/site'

const SITE = 'http://localhost:3998'
const WEBHOOK_SECRET = 'whsec_test_course_0123456789'
const SECRET_WORDS = 'zanzibar-paid-lesson-secret'
const FREE_WORDS = 'free-preview-words'

let double: StripeDouble
let ctx: TestPayload
let payload: Payload
let config: SanitizedConfig
let handleEndpoints: typeof import('payload').handleEndpoints
let graphqlPost: (request: Request) => Promise<Response>
let courseSales: typeof import('@/features/course/courseSales')
let adminCookie: string

const api = (path: string, init: RequestInit = {}) =>
  handleEndpoints({ config, request: new Request(`${SITE}/api${path}`, init) })

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
  body: JSON.stringify(body),
})

const setMode = (courseSales: 'external' | 'site') =>
  payload.updateGlobal({ slug: 'site-settings', data: { courseSales }, overrideAccess: true, depth: 0 })

const setPrice = async (price: number) =>
  payload.update({
    collection: 'programs',
    where: { slug: { equals: 'how-to-let-go' } },
    data: { price },
    overrideAccess: true,
  })

/** The How to Let Go entry of Programs, as stored. */
const courseProgram = async () =>
  (
    await payload.find({
      collection: 'programs',
      where: { slug: { equals: 'how-to-let-go' } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

async function userWithCookie(email: string, extra: Record<string, unknown> = {}) {
  const password = 'learner-password-1'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['member'], requirePasswordChange: false, ...extra },
    overrideAccess: true,
  })
  return { user, cookie: `payload-token=${await sessionToken(payload, email, password)}` }
}

const deliver = (type: string, object: object) => {
  const raw = checkoutEvent(type, object)
  return api('/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signWebhookPayload(raw, WEBHOOK_SECRET),
    },
    body: raw,
  })
}

/** A course session started through the site's endpoint and paid on the double's page. */
async function paidCourseSession(email: string, cookie?: string, promotionCode?: string) {
  const response = await api('/course/checkout', json({}, cookie ? { Cookie: cookie } : {}))
  expect(response.status).toBe(200)
  const { url } = (await response.json()) as { url: string }
  const id = url.split('/').pop() as string
  return double.markPaid(id, email, promotionCode)
}

const enrolmentsOf = async (email: string) =>
  (
    await payload.find({
      collection: 'enrolments',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const outboxTo = async (email: string) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email } },
      sort: 'id',
      overrideAccess: true,
      pagination: false,
    })
  ).docs

/** The lessons' bodies and videos a caller reads over REST, as text. */
async function restCourse(cookie?: string, query = 'depth=0') {
  const response = await api(`/courses?${query}`, { headers: cookie ? { Cookie: cookie, Origin: SITE } : {} })
  return { status: response.status, text: await response.text() }
}

async function graphql(query: string, cookie?: string) {
  const response = await graphqlPost(
    new Request(`${SITE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  double = await startStripeDouble()
  ctx = await startTestPayload({
    NEXT_PUBLIC_SERVER_URL: SITE,
    STRIPE_SECRET_KEY: 'sk_test_course',
    STRIPE_PRICE_ID: 'price_test_one_on_one',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: double.url,
  })
  payload = ctx.payload
  config = await (await import('@payload-config')).default
  handleEndpoints = (await import('payload')).handleEndpoints
  graphqlPost = (await import('@/app/(payload)/api/graphql/route')).POST
  courseSales = await import('@/features/course/courseSales')

  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, overrideAccess: true })
  await payload.create({
    collection: 'programs',
    data: {
      slug: 'how-to-let-go',
      title: 'How to Let Go',
      description: 'The full program',
      badge: '$27',
      price: 27,
      link: '/how-to-let-go',
      section: 'letting-go',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'courses',
    data: {
      ...course,
      modules: course.modules.map((courseModule) => ({
        ...courseModule,
        lessons: courseModule.lessons.map((lesson) => ({
          ...lesson,
          body: richTextParagraphs([lesson.freePreview ? FREE_WORDS : SECRET_WORDS]),
          videoId: lesson.freePreview ? 'free-video' : 'paid-video-id',
        })),
      })),
    },
    overrideAccess: true,
  })
  const admin = await userWithCookie('owner@example.com', { roles: ['admin'] })
  adminCookie = admin.cookie
})

afterAll(async () => {
  await ctx?.cleanup()
  await double?.close()
})

beforeEach(async () => {
  double.reset()
  await setMode('site')
  await (await import('@/platform/rateLimit')).resetRateLimits()
})

describe('the checkout limit (10 a minute per client address)', () => {
  const from = (address: string) => ({ 'X-Client-Address': address })
  const funnelEvents = async () =>
    (await payload.count({ collection: 'course-funnel-events', overrideAccess: true })).totalDocs

  it('answers the 11th POST /api/course/checkout with 429 and asks Stripe nothing, records nothing', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await api('/course/checkout', json({}, from('198.51.100.20')))).status).toBe(200)
    }
    const requests = double.requests.length
    const events = await funnelEvents()

    const limited = await api('/course/checkout', json({}, from('198.51.100.20')))

    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    })
    expect(double.requests).toHaveLength(requests)
    expect(await funnelEvents()).toBe(events)
    // The limit is the address's: another one buys on
    expect((await api('/course/checkout', json({}, from('198.51.100.21')))).status).toBe(200)
  })

  it('answers the 11th GET /api/course/checkout-return with a 429 page, without reading the session', async () => {
    const returnFrom = () =>
      api('/course/checkout-return?session_id=cs_test_unknown', { headers: from('198.51.100.22') })
    for (let i = 0; i < 10; i++) expect((await returnFrom()).status).toBe(200)
    const requests = double.requests.length

    const limited = await returnFrom()

    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await limited.text()).toContain('Try again')
    expect(double.requests).toHaveLength(requests)
  })
})

describe('course sales mode (Site Settings courseSales)', () => {
  it("is 'external' by default: every lesson's content is public and the site's checkout is refused", async () => {
    await setMode('external')
    const anonymous = await restCourse()
    expect(anonymous.text).toContain(SECRET_WORDS)
    expect(anonymous.text).toContain('paid-video-id')
    const response = await api('/course/checkout', json({}))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'The course is sold through its external application, not here',
    })
    expect(double.requests).toHaveLength(0)
  })

  it("in 'site' mode shows free previews to everyone and locks the other lessons' body and video", async () => {
    const anonymous = await restCourse()
    expect(anonymous.status).toBe(200)
    expect(anonymous.text).toContain(FREE_WORDS)
    expect(anonymous.text).not.toContain(SECRET_WORDS)
    expect(anonymous.text).not.toContain('paid-video-id')
    // Titles stay readable: the lock names the lesson.
    expect(anonymous.text).toContain('What BAD Stands For')
  })
})

describe('POST /api/course/checkout', () => {
  it('charges the price of the How to Let Go entry in Programs, with promotion codes and the immediate-start consent', async () => {
    await paidCourseSession('price@example.com')
    const [request] = double.requests
    expect(request.path).toBe('/v1/checkout/sessions')
    expect(request.body).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2700' } }],
      allow_promotion_codes: 'true',
      consent_collection: { terms_of_service: 'required' },
      success_url: `${SITE}/api/course/checkout-return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/how-to-let-go`,
      metadata: { kind: 'course-enrolment' },
    })
    expect(request.body).not.toHaveProperty('customer_email')

    await setPrice(19.5)
    double.reset()
    await api('/course/checkout', json({}))
    expect(double.requests[0].body).toMatchObject({ line_items: [{ price_data: { unit_amount: '1950' } }] })
    await setPrice(27)
  })

  it.each([
    [{ amount: 100 }],
    [{ priceId: 'price_cheap' }],
    [{ price_data: { unit_amount: 1 } }],
    [{ unit_amount: 1, currency: 'usd' }],
  ])('refuses a client-chosen price or amount %j, and asks Stripe nothing', async (body) => {
    const response = await api('/course/checkout', json(body))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/price is set by the site/)
    expect(double.requests).toHaveLength(0)
  })

  it('keeps the price badge of Programs with the price, so the cards say what the checkout charges', async () => {
    const program = courseProgram
    await setPrice(35)
    expect(await program()).toMatchObject({ price: 35, badge: '$35' })
    await setPrice(19.5)
    expect((await program()).badge).toBe('$19.50')
    // A badge that is not a price stays the owner's text
    const free = await payload.create({
      collection: 'programs',
      data: {
        slug: 'free-extra',
        title: 'Free extra',
        description: 'x',
        badge: '100% Free',
        link: '/programs',
        section: 'other',
        price: 5,
      },
      overrideAccess: true,
    })
    expect(free.badge).toBe('100% Free')
    await payload.delete({ collection: 'programs', id: free.id, overrideAccess: true })
    await setPrice(27)
    expect((await program()).badge).toBe('$27')
  })

  it('refuses to clear the price while the course is sold here, and to sell it here without one', async () => {
    const course = await courseProgram()
    const clear = () =>
      payload.update({ collection: 'programs', id: course.id, data: { price: null }, overrideAccess: true })
    await expect(clear()).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'price',
            message:
              'How to Let Go needs a price while the course is sold on this site (Site Settings, Course sales)',
          },
        ],
      },
    })
    await setMode('external')
    expect((await clear()).price ?? null).toBeNull()
    await expect(setMode('site')).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'courseSales',
            message: 'Give How to Let Go a price in Programs before selling the course on this site',
          },
        ],
      },
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(settings.courseSales).toBe('external')
    await setPrice(27)
    await setMode('site')
  })

  it("keeps the one-on-one session's checkout as it was ({ priceId } of the $60 session only)", async () => {
    expect((await api('/create-checkout-session', json({ priceId: 'price_cheap' }))).status).toBe(400)
    expect((await api('/create-checkout-session', json({ priceId: 'price_test_one_on_one' }))).status).toBe(
      200,
    )
  })
})

describe('a learner who has the course already', () => {
  it('is not charged again: 409 with the first lesson not completed to continue at, and Stripe is asked nothing', async () => {
    const { user, cookie } = await userWithCookie('has-it-already@example.com')
    await deliver('checkout.session.completed', await paidCourseSession('has-it-already@example.com', cookie))
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)
    await payload.create({
      collection: 'lesson-progress',
      data: { user: user.id, lessonId: 'lesson-1-1', completed: true, completedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    double.reset()

    const response = await api('/course/checkout', json({}, { Cookie: cookie }))

    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'You already have access to How to Let Go.',
      continueAt: '/how-to-let-go/lesson-1-2',
    })
    expect(double.requests).toHaveLength(0)
    expect(await enrolmentsOf('has-it-already@example.com')).toHaveLength(1)
  })
})

describe('GET /api/course/enrolment', () => {
  const enrolment = (cookie?: string) =>
    api('/course/enrolment', { headers: cookie ? { Cookie: cookie } : {} })
  const tick = (userId: number, lessonId: string) =>
    payload.create({
      collection: 'lesson-progress',
      data: { user: userId, lessonId, completed: true, completedAt: new Date().toISOString() },
      overrideAccess: true,
    })

  it('answers 401 signed out, and enrolled false to a member without the course', async () => {
    const signedOut = await enrolment()
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ error: 'Not authenticated' })
    const { cookie } = await userWithCookie('browsing@example.com')
    const answer = await enrolment(cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer.json()).toEqual({ enrolled: false, continueAt: null })
  })

  it('sends a learner who holds the course on to their first lesson not completed, in course order', async () => {
    const { user, cookie } = await userWithCookie('going-on@example.com')
    await deliver('checkout.session.completed', await paidCourseSession('going-on@example.com', cookie))
    expect(await (await enrolment(cookie)).json()).toEqual({
      enrolled: true,
      continueAt: '/how-to-let-go/lesson-1-1',
    })
    await tick(user.id, 'lesson-1-1')
    await tick(user.id, 'lesson-1-3')
    expect(await (await enrolment(cookie)).json()).toEqual({
      enrolled: true,
      continueAt: '/how-to-let-go/lesson-1-2',
    })
  })
})

describe('a signed webhook event without its data object', () => {
  it.each([
    ['data.object null', { data: { object: null } }],
    ['data.object a string', { type: 'charge.refunded', data: { object: 'a string' } }],
    ['data.object a list', { data: { object: [] } }],
    ['data null', { data: null }],
  ])('with %s is a 400 that records nothing', async (_case, change) => {
    const raw = JSON.stringify({ ...JSON.parse(checkoutEvent('checkout.session.completed', {})), ...change })
    const before = (await payload.count({ collection: 'enrolments', overrideAccess: true })).totalDocs
    const response = await api('/stripe/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signWebhookPayload(raw, WEBHOOK_SECRET),
      },
      body: raw,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The event carries no data object' })
    expect((await payload.count({ collection: 'enrolments', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('the webhook and enrolments', () => {
  it('creates one enrolment, one account and one receipt and set-password e-mail, whatever is replayed', async () => {
    const session = await paidCourseSession('New.Buyer@Example.com', undefined, 'LETGO10')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliver('checkout.session.completed', session)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    const created = await Promise.all(answers.map(async (answer) => (await answer.json()).created))
    expect(created.filter(Boolean)).toHaveLength(1)
    for (let i = 0; i < 5; i += 1) {
      expect(await (await deliver('checkout.session.completed', session)).json()).toEqual({
        received: true,
        created: false,
      })
    }

    const enrolments = await enrolmentsOf('new.buyer@example.com')
    expect(enrolments).toHaveLength(1)
    expect(enrolments[0]).toMatchObject({
      status: 'active',
      source: 'purchase',
      amount: 2430,
      promotionCode: 'LETGO10',
      accountCreated: true,
      stripeSessionId: session.id,
    })
    expect(enrolments[0].consentedAt).toBeTruthy()
    const users = await payload.find({
      collection: 'users',
      where: { email: { equals: 'new.buyer@example.com' } },
      overrideAccess: true,
    })
    expect(users.totalDocs).toBe(1)
    const mails = await outboxTo('new.buyer@example.com')
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
      'Set your password to open How to Let Go',
    ])
    expect(mails[0].text).toContain('$24.30 (promotion code LETGO10)')
    expect(mails[1].text).toMatch(
      /\/reset-password\?token=[0-9a-f]{40}&next=\/how-to-let-go\/lesson-1-1&first=1\s/,
    )
    expect(await courseSales.hasActiveEnrolment(payload, users.docs[0].id)).toBe(true)
  })

  it('enrols the existing account of the e-mail paid with, and sends no set-password e-mail', async () => {
    const { user } = await userWithCookie('member-buys@example.com')
    const session = await paidCourseSession('member-buys@example.com')
    await deliver('checkout.session.completed', session)
    const [enrolment] = await enrolmentsOf('member-buys@example.com')
    expect(enrolment).toMatchObject({ user: user.id, accountCreated: false })
    expect((await outboxTo('member-buys@example.com')).map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
    ])
  })

  it('enrols a buyer whose promotion code takes the whole price, and sets a second such checkout aside', async () => {
    const { user } = await userWithCookie('gift@example.com')
    const first = await paidCourseSession('gift@example.com', undefined, 'GIFT100')
    expect(first).toMatchObject({
      payment_status: 'no_payment_required',
      amount_total: 0,
      payment_intent: null,
    })
    expect(await (await deliver('checkout.session.completed', first)).json()).toEqual({
      received: true,
      created: true,
    })
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)
    const second = await paidCourseSession('gift@example.com', undefined, 'GIFT100')
    await deliver('checkout.session.completed', second)

    const enrolments = await enrolmentsOf('gift@example.com')
    expect(
      enrolments.map((each) => [each.stripeSessionId, each.status, each.amount, each.promotionCode]).sort(),
    ).toEqual(
      [
        [first.id, 'active', 0, 'GIFT100'],
        [second.id, 'refunded', 0, 'GIFT100'],
      ].sort(),
    )
    // Nothing was charged, so Stripe is asked for no refund and the buyer gets one receipt
    expect(double.refunds).toHaveLength(0)
    const mails = await outboxTo('gift@example.com')
    expect(mails.map((mail) => mail.subject)).toEqual(['Your receipt: How to Let Go'])
    expect(mails[0].text).toContain('$0.00 (promotion code GIFT100)')
  })

  it('ends access within the event when the charge is fully refunded (a partial refund keeps it)', async () => {
    const { user, cookie } = await userWithCookie('refund-me@example.com')
    const session = await paidCourseSession('refund-me@example.com', cookie)
    await deliver('checkout.session.completed', session)
    expect((await restCourse(cookie)).text).toContain(SECRET_WORDS)

    const charge = {
      id: 'ch_test_course',
      object: 'charge',
      payment_intent: session.payment_intent,
      metadata: {},
    }
    expect(await (await deliver('charge.refunded', { ...charge, refunded: false })).json()).toEqual({
      received: true,
      refunded: 0,
    })
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)

    await double.refund(session.payment_intent as string)
    // The double delivers nowhere here: the same event, signed, is sent by hand.
    expect(await (await deliver('charge.refunded', { ...charge, refunded: true })).json()).toEqual({
      received: true,
      refunded: 1,
    })
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(false)
    const [enrolment] = await enrolmentsOf('refund-me@example.com')
    expect(enrolment).toMatchObject({ status: 'refunded', revokeReason: 'Refunded in Stripe' })
    expect(enrolment.endedAt).toBeTruthy()
    // Checkout's return address, opened again, thanks nobody and opens no lesson: it says why, and stays
    const back = await api(`/course/checkout-return?session_id=${session.id}`)
    expect(back.status).toBe(200)
    expect(back.headers.get('refresh')).toBeNull()
    const page = await back.text()
    expect(page).toContain('This purchase was refunded, so its lessons are locked again.')
    expect(page).toContain('<a href="/how-to-let-go">Back to How to Let Go</a>')
    expect(page).not.toContain('Thank you')
    // The refunded buyer: REST, select and GraphQL show no locked lesson's content.
    expect((await restCourse(cookie)).text).not.toContain(SECRET_WORDS)
    expect(
      (await graphql('{ Courses { docs { modules { lessons { body videoId } } } } }', cookie)).text,
    ).not.toContain(SECRET_WORDS)
  })
})

describe('returning from Checkout (GET /api/course/checkout-return)', () => {
  const returnFor = (sessionId: string) => api(`/course/checkout-return?session_id=${sessionId}`)
  /** Where the page goes on to (it answers 200 with a refresh, see courseCheckoutReturn). */
  const onward = (response: Response) => {
    expect(response.status).toBe(200)
    return response.headers.get('refresh')?.replace(/^0;url=/, '')
  }

  it('signs in the account the purchase created, once, and sends it to the first lesson', async () => {
    const session = await paidCourseSession('fresh@example.com')
    const first = await returnFor(session.id)
    expect(onward(first)).toBe('/how-to-let-go/lesson-1-1')
    const cookie = first.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    const me = await api('/auth/me', { headers: { Cookie: cookie.split(';')[0], Origin: SITE } })
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('fresh@example.com')
    // The webhook arriving afterwards changes nothing.
    expect(await (await deliver('checkout.session.completed', session)).json()).toMatchObject({
      created: false,
    })

    // A second return signs nobody in: the buyer is pointed to the set-password e-mail
    const again = await returnFor(session.id)
    expect(onward(again)).toBe('/login?next=%2Fhow-to-let-go%2Flesson-1-1&enrolled=new')
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('asks the owner of an existing account to log in, and sends a buyer who paid signed in straight to the lesson', async () => {
    await userWithCookie('has-account@example.com')
    const guest = await returnFor((await paidCourseSession('has-account@example.com')).id)
    expect(onward(guest)).toBe('/login?next=%2Fhow-to-let-go%2Flesson-1-1&enrolled=1')
    expect(guest.headers.get('set-cookie')).toBeNull()
    const { cookie } = await userWithCookie('pays-signed-in@example.com')
    const signedIn = await returnFor((await paidCourseSession('pays-signed-in@example.com', cookie)).id)
    expect(onward(signedIn)).toBe('/how-to-let-go/lesson-1-1')
    expect(signedIn.headers.get('set-cookie')).toBeNull()
  })

  it('records a checkout at no cost on the return, and sends a second one to log in, with no refund to speak of', async () => {
    const { user } = await userWithCookie('gift-return@example.com')
    const first = await paidCourseSession('gift-return@example.com', undefined, 'GIFT100')
    expect(onward(await returnFor(first.id))).toBe('/login?next=%2Fhow-to-let-go%2Flesson-1-1&enrolled=1')
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)
    const second = await paidCourseSession('gift-return@example.com', undefined, 'GIFT100')
    expect(onward(await returnFor(second.id))).toBe(
      '/login?next=%2Fhow-to-let-go%2Flesson-1-1&enrolled=owned',
    )
    expect(double.refunds).toHaveLength(0)
    expect((await enrolmentsOf('gift-return@example.com')).map((each) => each.status).sort()).toEqual([
      'active',
      'refunded',
    ])
  })

  it('refunds a second purchase by an account that has the course, once, tells the buyer, and keeps the first', async () => {
    const { user } = await userWithCookie('buys-twice@example.com')
    const first = await paidCourseSession('buys-twice@example.com')
    await deliver('checkout.session.completed', first)
    // Signed out again, the same buyer pays a second time
    const second = await paidCourseSession('buys-twice@example.com')
    const back = await returnFor(second.id)
    expect(onward(back)).toBe('/login?next=%2Fhow-to-let-go%2Flesson-1-1&enrolled=already')
    await deliver('checkout.session.completed', second)

    expect(double.refunds).toHaveLength(1)
    expect(double.refunds[0]).toMatchObject({ payment_intent: second.payment_intent })
    const enrolments = await enrolmentsOf('buys-twice@example.com')
    expect(enrolments.map((each) => [each.stripeSessionId, each.status]).sort()).toEqual(
      [
        [first.id, 'active'],
        [second.id, 'refunded'],
      ].sort(),
    )
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)
    const mails = await outboxTo('buys-twice@example.com')
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
      'You already have How to Let Go: your payment is refunded',
    ])
    expect(mails[1].text).toContain('this payment of $27.00 was\nrefunded at once')
    expect(mails[1].text).toContain('Log in to continue your lessons: http://localhost:3998/login')
  })

  it('tells the buyer of a second purchase it is refunded when the webhook recorded it first and is still refunding', async () => {
    const { user } = await userWithCookie('returns-mid-refund@example.com')
    const first = await paidCourseSession('returns-mid-refund@example.com')
    await deliver('checkout.session.completed', first)
    const second = await paidCourseSession('returns-mid-refund@example.com')
    // The webhook's insert of the second purchase has landed; its refund has not yet
    await payload.create({
      collection: 'enrolments',
      data: {
        user: user.id,
        email: 'returns-mid-refund@example.com',
        status: 'active',
        source: 'purchase',
        amount: 2700,
        currency: 'usd',
        stripeSessionId: second.id,
        paymentIntent: second.payment_intent,
        accountCreated: false,
      },
      overrideAccess: true,
    })

    const back = await returnFor(second.id)
    expect(onward(back)).toBe('/login?next=%2Fhow-to-let-go%2Flesson-1-1&enrolled=already')
    await deliver('checkout.session.completed', second)
    expect(double.refunds).toHaveLength(1)
    expect(double.refunds[0]).toMatchObject({ payment_intent: second.payment_intent })
    const enrolments = await enrolmentsOf('returns-mid-refund@example.com')
    expect(enrolments.map((each) => [each.stripeSessionId, each.status]).sort()).toEqual(
      [
        [first.id, 'active'],
        [second.id, 'refunded'],
      ].sort(),
    )
    expect((await outboxTo('returns-mid-refund@example.com')).map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
      'You already have How to Let Go: your payment is refunded',
    ])
  })

  it('refunds the later of two purchases a new address makes at once, and sends the new account its set-password link', async () => {
    const email = 'pays-twice-at-once@example.com'
    const first = await paidCourseSession(email)
    const second = await paidCourseSession(email)
    // The first delivery creates the account, then stalls before its enrolment while the second is recorded whole
    const create = payload.create
    let resume = () => {}
    const resumed = new Promise<void>((resolve) => (resume = resolve))
    let reachEnrolment = () => {}
    const atEnrolment = new Promise<void>((resolve) => (reachEnrolment = resolve))
    payload.create = (async (args: Parameters<Payload['create']>[0]) => {
      const data = args.data as { stripeSessionId?: string }
      if (args.collection === 'enrolments' && data.stripeSessionId === first.id) {
        reachEnrolment()
        await resumed
      }
      return create.call(payload, args)
    }) as Payload['create']
    try {
      const firstDelivery = deliver('checkout.session.completed', first)
      await atEnrolment
      expect((await deliver('checkout.session.completed', second)).status).toBe(200)
      resume()
      expect((await firstDelivery).status).toBe(200)
    } finally {
      payload.create = create
    }

    expect(double.refunds).toHaveLength(1)
    expect(double.refunds[0]).toMatchObject({ payment_intent: first.payment_intent })
    const enrolments = await enrolmentsOf(email)
    expect(enrolments.map((each) => [each.stripeSessionId, each.status, each.accountCreated]).sort()).toEqual(
      [
        [first.id, 'refunded', true],
        [second.id, 'active', false],
      ].sort(),
    )
    const mails = await outboxTo(email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
      'You already have How to Let Go: your payment is refunded',
      'Set your password to open How to Let Go',
    ])
    expect(mails[1].text).toContain('Set your password with the link in our other e-mail, then log in')
    const token = /\/reset-password\?token=([0-9a-f]{40})&/.exec(mails[2].text ?? '')?.[1]
    const user = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(token).toBeDefined()
    expect(user?.resetPasswordToken).toBe(token)
    expect(await courseSales.hasActiveEnrolment(payload, user!.id)).toBe(true)

    // Back from the refunded payment, the new account is signed in to the lessons the other one opened
    const back = await returnFor(first.id)
    expect(onward(back)).toBe('/how-to-let-go/lesson-1-1')
    expect(back.headers.get('set-cookie')).toMatch(/^payload-token=/)
  })

  it('refunds the purchase that comes second by the clock, when the node that recorded it first ran ahead', async () => {
    const email = 'skewed-clocks@example.com'
    const { user } = await userWithCookie(email)
    const first = await paidCourseSession(email)
    await deliver('checkout.session.completed', first)
    // The node that recorded the first purchase stamped it an hour ahead of the other node's clock
    const [recorded] = await enrolmentsOf(email)
    await payload.db.updateOne({
      collection: 'enrolments',
      id: recorded.id,
      data: { createdAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
      returning: false,
    })
    const second = await paidCourseSession(email)
    await deliver('checkout.session.completed', second)

    expect(double.refunds).toHaveLength(1)
    expect(double.refunds[0]).toMatchObject({ payment_intent: first.payment_intent })
    const enrolments = await enrolmentsOf(email)
    expect(enrolments.map((each) => [each.stripeSessionId, each.status]).sort()).toEqual(
      [
        [first.id, 'refunded'],
        [second.id, 'active'],
      ].sort(),
    )
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)
    expect((await outboxTo(email)).map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
      'You already have How to Let Go: your payment is refunded',
      'Your receipt: How to Let Go',
    ])
    // Replayed, neither delivery refunds anything more
    await deliver('checkout.session.completed', first)
    await deliver('checkout.session.completed', second)
    expect(double.refunds).toHaveLength(1)
  })

  it('keeps a purchase by a learner the owner had given access by hand: a grant is not a first purchase', async () => {
    const { user } = await userWithCookie('granted-then-buys@example.com')
    await payload.create({
      collection: 'enrolments',
      data: {
        user: user.id,
        email: 'granted-then-buys@example.com',
        status: 'active',
        source: 'grant',
        grantReason: 'Scholarship',
      },
      overrideAccess: true,
    })
    const session = await paidCourseSession('granted-then-buys@example.com')
    await deliver('checkout.session.completed', session)
    expect(double.refunds).toHaveLength(0)
    const enrolments = await enrolmentsOf('granted-then-buys@example.com')
    expect(enrolments.map((each) => [each.source, each.status]).sort()).toEqual([
      ['grant', 'active'],
      ['purchase', 'active'],
    ])
    expect((await outboxTo('granted-then-buys@example.com')).map((mail) => mail.subject)).toEqual([
      'Your receipt: How to Let Go',
    ])
  })

  it('sends an unpaid or unknown session back to the course page, with no thanks for a purchase', async () => {
    const response = await api('/course/checkout', json({}))
    const id = ((await response.json()) as { url: string }).url.split('/').pop() as string
    for (const sessionId of [id, 'cs_test_unknown', 'not-a-session']) {
      const back = await returnFor(sessionId)
      expect(onward(back)).toBe('/how-to-let-go')
      const page = await back.text()
      expect(page).toContain('Back to How to Let Go')
      expect(page).not.toContain('Thank you!')
    }
    const paid = await returnFor((await paidCourseSession('thanked@example.com')).id)
    expect(await paid.text()).toContain('Thank you!')
  })
})

describe("the owner's grants and revokes in /admin", () => {
  const grant = (body: Record<string, unknown>) => api('/enrolments', json(body, { Cookie: adminCookie }))

  it('grants access with a reason kept, and revokes it with a reason kept', async () => {
    const { user, cookie } = await userWithCookie('granted@example.com')
    const refused = await grant({ user: user.id, email: 'granted@example.com' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Say why access is granted')
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(false)

    const granted = await grant({ user: user.id, email: 'granted@example.com', grantReason: 'Scholarship' })
    expect(granted.status).toBe(201)
    const { doc } = (await granted.json()) as { doc: { id: number; source: string; grantReason: string } }
    expect(doc).toMatchObject({ source: 'grant', grantReason: 'Scholarship' })
    expect((await restCourse(cookie)).text).toContain(SECRET_WORDS)

    const patch = (body: Record<string, unknown>) =>
      api(`/enrolments/${doc.id}`, { ...json(body, { Cookie: adminCookie }), method: 'PATCH' })
    const noReason = await patch({ status: 'revoked' })
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Say why access is revoked')
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)

    expect((await patch({ status: 'revoked', revokeReason: 'Chargeback' })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'enrolments', id: doc.id, overrideAccess: true })
    expect(stored).toMatchObject({
      status: 'revoked',
      revokeReason: 'Chargeback',
      grantReason: 'Scholarship',
    })
    expect(stored.endedAt).toBeTruthy()
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(false)
    expect((await restCourse(cookie)).text).not.toContain(SECRET_WORDS)

    // A grant made without an e-mail (the admin's form asks for the member only) carries the member's
    const other = await userWithCookie('granted-bare@example.com')
    const bare = await grant({ user: other.user.id, grantReason: 'Gift' })
    expect(bare.status).toBe(201)
    expect(((await bare.json()) as { doc: { email: string } }).doc.email).toBe('granted-bare@example.com')

    // Access given back clears the old revoke reason: the next revoke says why again
    expect((await patch({ status: 'active' })).status).toBe(200)
    expect(
      await payload.findByID({ collection: 'enrolments', id: doc.id, overrideAccess: true }),
    ).toMatchObject({
      status: 'active',
      revokeReason: null,
      endedAt: null,
    })
    const again = await patch({ status: 'revoked' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Say why access is revoked')
  })

  it('keeps a refunded purchase refunded when the owner saves a form loaded before the refund', async () => {
    const { user } = await userWithCookie('stale-form@example.com')
    const session = await paidCourseSession('stale-form@example.com')
    await deliver('checkout.session.completed', session)
    const [enrolment] = await enrolmentsOf('stale-form@example.com')
    // What the owner's form holds, loaded while the purchase was active
    const loaded = await (
      await api(`/enrolments/${enrolment.id}`, { headers: { Cookie: adminCookie, Origin: SITE } })
    ).json()
    await double.refund(session.payment_intent as string)
    await deliver('charge.refunded', {
      id: 'ch_stale',
      object: 'charge',
      refunded: true,
      payment_intent: session.payment_intent,
      metadata: {},
    })
    expect((await enrolmentsOf('stale-form@example.com'))[0].status).toBe('refunded')

    const saved = await api(`/enrolments/${enrolment.id}`, {
      ...json({ ...loaded, email: 'stale-form@example.com', grantReason: 'note' }, { Cookie: adminCookie }),
      method: 'PATCH',
    })
    expect(saved.status).toBe(400)
    expect(await saved.text()).toContain(
      'A refunded purchase stays refunded: add a grant to give access again',
    )
    const [stored] = await enrolmentsOf('stale-form@example.com')
    expect(stored).toMatchObject({
      status: 'refunded',
      amount: enrolment.amount,
      paymentIntent: session.payment_intent,
    })
    expect(stored.refundedAt).toBeTruthy()
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(false)
  })

  it('refuses a grant to a user that does not exist with a 400 naming the field', async () => {
    const response = await grant({ user: 987654, grantReason: 'Scholarship' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('No user has that id')
    expect(
      (
        await payload.count({
          collection: 'enrolments',
          where: { user: { equals: 987654 } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('refuses a program image that is not in the media library with a 400, and keeps the program', async () => {
    const course = await courseProgram()
    const response = await api(`/programs/${course.id}`, {
      ...json({ image: 987654, title: 'Renamed' }, { Cookie: adminCookie }),
      method: 'PATCH',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('No file in the media library has that id')
    expect(
      await payload.findByID({ collection: 'programs', id: course.id, depth: 0, overrideAccess: true }),
    ).toMatchObject({ title: course.title, image: course.image ?? null })
  })

  it('refuses a second active enrolment for one member, and Refunded on a grant', async () => {
    const { user } = await userWithCookie('twice@example.com')
    const first = await grant({ user: user.id, grantReason: 'Scholarship' })
    expect(first.status).toBe(201)
    const second = await grant({ user: user.id, grantReason: 'Again' })
    expect(second.status).toBe(400)
    expect(await second.text()).toContain('This member already has access to the course')
    expect(
      (
        await payload.count({
          collection: 'enrolments',
          where: { user: { equals: user.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)

    const { doc } = (await first.json()) as { doc: { id: number } }
    const refunded = await api(`/enrolments/${doc.id}`, {
      ...json({ status: 'refunded' }, { Cookie: adminCookie }),
      method: 'PATCH',
    })
    expect(refunded.status).toBe(400)
    expect(await refunded.text()).toContain('Only a purchase is refunded: revoke a grant instead')
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(true)
  })

  it('keeps enrolments from members: they cannot read, create or change them', async () => {
    const { user, cookie } = await userWithCookie('sneaky@example.com')
    const created = await api(
      '/enrolments',
      json({ user: user.id, grantReason: 'I say so', status: 'active' }, { Cookie: cookie }),
    )
    expect(created.status).toBe(403)
    expect((await api('/enrolments', { headers: { Cookie: cookie, Origin: SITE } })).status).toBe(403)
    expect(await courseSales.hasActiveEnrolment(payload, user.id)).toBe(false)
  })
})

describe('a locked lesson’s body, asked for by whoever may not read it', () => {
  const callers = async () => {
    const member = await userWithCookie(`member-${Date.now()}@example.com`)
    return [
      ['an anonymous visitor', undefined],
      ['a member who is not enrolled', member.cookie],
    ] as const
  }

  it('is absent from REST answers, select included', async () => {
    for (const [, cookie] of await callers()) {
      for (const query of [
        'depth=0',
        'select[modules][lessons][body]=true',
        'select[modules][lessons][videoId]=true&select[modules][lessons][body]=true',
        'depth=0&draft=true',
      ]) {
        const answer = await restCourse(cookie, query)
        expect(answer.text).not.toContain(SECRET_WORDS)
        expect(answer.text).not.toContain('paid-video-id')
      }
    }
  })

  it('cannot be searched with a where (or sorted) on the body or the video (REST and GraphQL)', async () => {
    for (const [, cookie] of await callers()) {
      for (const where of [
        'where[modules.lessons.body][like]=zanzibar',
        'where[modules.lessons.videoId][equals]=paid-video-id',
        'where[modules.lessons.body][exists]=true',
        'sort=modules.lessons.body',
      ]) {
        const answer = await restCourse(cookie, where)
        expect(answer.status).toBe(400)
        expect(answer.text).toContain('cannot be queried')
        expect(answer.text).not.toContain(SECRET_WORDS)
      }
      const searched = await graphql(
        '{ Courses(where: { modules__lessons__body: { like: "zanzibar" } }) { totalDocs docs { title } } }',
        cookie,
      )
      expect(searched.text).not.toMatch(/"totalDocs":1/)
      expect(searched.text).toMatch(/cannot be queried|errors/)
      const selected = await graphql(
        '{ Courses { docs { modules { lessons { lessonId body videoId } } } } }',
        cookie,
      )
      expect(selected.text).not.toContain(SECRET_WORDS)
      expect(selected.text).not.toContain('paid-video-id')
      expect(selected.text).toContain(FREE_WORDS)
    }
  })

  it('is hidden from an enrolled learner who must change their password first', async () => {
    const { user, cookie } = await userWithCookie('forced@example.com')
    await payload.create({
      collection: 'enrolments',
      data: {
        user: user.id,
        email: 'forced@example.com',
        status: 'active',
        source: 'grant',
        grantReason: 'Test',
      },
      overrideAccess: true,
    })
    expect((await restCourse(cookie)).text).toContain(SECRET_WORDS)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { requirePasswordChange: true },
      overrideAccess: true,
    })
    const token = await sessionToken(payload, 'forced@example.com', 'learner-password-1')
    expect((await restCourse(`payload-token=${token}`)).text).not.toContain(SECRET_WORDS)
  })
})

describe("the dashboard's sales funnel", () => {
  const steps = async () => {
    const { dashboardData } = await import('@/features/dashboard/series')
    const { sales } = await dashboardData(payload, '4w', ['sales'])
    return Object.fromEntries((sales?.steps ?? []).map(({ step, count }) => [step, count]))
  }

  it('counts course page views, checkouts started, purchases paid and refunded, with a CSV', async () => {
    const before = await steps()
    for (let i = 0; i < 2; i += 1) {
      const view = await api('/course/page-view', { method: 'POST', headers: { Origin: SITE } })
      expect(view.status).toBe(204)
    }
    await api('/course/checkout', json({}))
    const session = await paidCourseSession('funnel@example.com')
    await deliver('checkout.session.completed', session)
    await deliver('charge.refunded', {
      id: 'ch_test_funnel',
      object: 'charge',
      payment_intent: session.payment_intent,
      refunded: true,
      metadata: {},
    })
    // Checkouts, but not sales: a purchase a 100%-off code made free, and its repeat, set aside at once
    await deliver(
      'checkout.session.completed',
      await paidCourseSession('funnel-gift@example.com', undefined, 'GIFT100'),
    )
    await deliver(
      'checkout.session.completed',
      await paidCourseSession('funnel-gift@example.com', undefined, 'GIFT100'),
    )
    const after = await steps()
    expect({
      views: after['Course page views'] - before['Course page views'],
      checkouts: after['Checkouts started'] - before['Checkouts started'],
      paid: after.Paid - before.Paid,
      refunded: after.Refunded - before.Refunded,
    }).toEqual({ views: 2, checkouts: 4, paid: 1, refunded: 1 })

    const { dashboardTable, tableToCsv } = await import('@/features/dashboard/tables')
    const { dashboardData } = await import('@/features/dashboard/series')
    const { sales } = await dashboardData(payload, '4w', ['sales'])
    const csv = tableToCsv(dashboardTable('sales', sales!))
    expect(csv.split('\n')[0]).toBe('Step,How many')
    expect(csv).toContain(`Paid,${after.Paid}`)
  })
})

describe("what the site needs of the owner's content", () => {
  const asAdmin = (method: string, path: string, body?: unknown) =>
    api(path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: SITE, Cookie: adminCookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const tracked = async () =>
    (await payload.find({ collection: 'courses', where: { slug: { equals: 'how-to-let-go' } }, depth: 0 }))
      .docs[0]
  const program = async () =>
    (await payload.find({ collection: 'programs', where: { slug: { equals: 'how-to-let-go' } }, depth: 0 }))
      .docs[0]

  it('keeps How to Let Go: no delete (409), no new slug, and lesson ids that are addresses and each its own', async () => {
    const course = await tracked()
    const deleted = await asAdmin('DELETE', `/courses/${course.id}`)
    expect(deleted.status).toBe(409)
    expect((await deleted.json()).errors[0].message).toBe(
      'How to Let Go is the course the site shows, tracks and sells: it cannot be deleted (edit its modules and lessons instead)',
    )
    const renamed = await asAdmin('PATCH', `/courses/${course.id}`, { slug: 'letting-go-old' })
    expect(renamed.status).toBe(400)
    expect(JSON.stringify(await renamed.json())).toContain(
      'How to Let Go keeps the slug how-to-let-go: its pages and progress use it',
    )
    const withLesson = (lessonId: string) => ({
      modules: course.modules.map((courseModule, index) =>
        index === 0
          ? { ...courseModule, lessons: [...(courseModule.lessons ?? []), { lessonId, title: 'Extra' }] }
          : courseModule,
      ),
    })
    const spaced = await asAdmin('PATCH', `/courses/${course.id}`, withLesson('Lesson 1/2 intro'))
    expect(spaced.status).toBe(400)
    expect(JSON.stringify(await spaced.json())).toContain(
      'Use lower-case letters, digits and hyphens, e.g. lesson-1-1',
    )
    const twice = await asAdmin('PATCH', `/courses/${course.id}`, withLesson('lesson-1-1'))
    expect(twice.status).toBe(400)
    expect(JSON.stringify(await twice.json())).toContain(
      'Another lesson of the course has this id: each lesson needs its own',
    )
    const stored = await tracked()
    expect(stored.slug).toBe('how-to-let-go')
    expect(stored.modules.flatMap((courseModule) => courseModule.lessons ?? []).length).toBe(
      course.modules.flatMap((courseModule) => courseModule.lessons ?? []).length,
    )
  })

  it("keeps the course's program, which holds its price, while the course is sold here", async () => {
    const entry = await program()
    const deleted = await asAdmin('DELETE', `/programs/${entry.id}`)
    expect(deleted.status).toBe(409)
    expect((await deleted.json()).errors[0].message).toBe(
      "How to Let Go's program holds the course's price and cannot be deleted while the course is sold on this site (Site Settings, Course sales)",
    )
    const renamed = await asAdmin('PATCH', `/programs/${entry.id}`, { slug: 'htlg-old' })
    expect(renamed.status).toBe(400)
    expect(JSON.stringify(await renamed.json())).toContain(
      "How to Let Go's program keeps the slug how-to-let-go while the course is sold on this site",
    )
    expect((await program())?.price).toBe(entry.price)
    // Sold elsewhere, the entry is the owner's to rename (and back)
    await setMode('external')
    expect((await asAdmin('PATCH', `/programs/${entry.id}`, { slug: 'htlg-old' })).status).toBe(200)
    expect((await asAdmin('PATCH', `/programs/${entry.id}`, { slug: 'how-to-let-go' })).status).toBe(200)
  })

  it('gives a gallery only an address no page of the site or text has: a 400 naming why', async () => {
    await payload.create({
      collection: 'texts',
      data: { slug: 'nineteen', title: '1:9', body: 'Text' },
      overrideAccess: true,
    })
    const gallery = (slug: string) =>
      asAdmin('POST', '/galleries', { slug, title: 'G', sections: [{ heading: 'H' }] })
    for (const [slug, message] of [
      ['about', '/about is a page of the site already: choose another slug'],
      ['login', '/login is a page of the site already: choose another slug'],
      ['Landscapes', 'Use lower-case letters, digits and hyphens, e.g. landscapes'],
      ['a/b', 'Use lower-case letters, digits and hyphens, e.g. landscapes'],
      ['nineteen', '/nineteen is the address of a text already'],
    ]) {
      const response = await gallery(slug)
      expect({ slug, status: response.status }).toEqual({ slug, status: 400 })
      expect(JSON.stringify(await response.json())).toContain(message)
    }
    const created = await gallery('seascapes')
    expect(created.status).toBe(201)

    // A duplicate gets a slug of the same shape: -copy, then -copy-2
    const { doc } = (await created.json()) as { doc: { id: number } }
    for (const slug of ['seascapes-copy', 'seascapes-copy-2']) {
      const copy = await asAdmin('POST', `/galleries/${doc.id}/duplicate`, {})
      expect(copy.status).toBe(200)
      expect(((await copy.json()) as { doc: { slug: string } }).doc.slug).toBe(slug)
    }
  })

  it('keeps a gallery or text that a Creative portfolio card links to: no delete (409), no new slug, until the card is changed', async () => {
    const page = await asAdmin('POST', '/texts', { slug: 'carded-text', title: 'T', body: 'Text' })
    const { doc } = (await page.json()) as { doc: { id: number } }
    const card = await payload.create({
      collection: 'creative-categories',
      data: { name: 'Carded', href: '/carded-text', description: 'D' },
      overrideAccess: true,
    })
    const deleted = await asAdmin('DELETE', `/texts/${doc.id}`)
    expect(deleted.status).toBe(409)
    expect((await deleted.json()).errors[0].message).toBe(
      '"Carded" in Creative Categories links to /carded-text: change or delete that card first',
    )
    const renamed = await asAdmin('PATCH', `/texts/${doc.id}`, { slug: 'carded-text-2' })
    expect(renamed.status).toBe(400)
    expect(JSON.stringify(await renamed.json())).toContain(
      '\\"Carded\\" in Creative Categories links to /carded-text: change its link first',
    )
    expect((await payload.findByID({ collection: 'texts', id: doc.id, depth: 0 })).slug).toBe('carded-text')
    // Other edits go through; once the card points elsewhere, the text is the owner's again
    expect((await asAdmin('PATCH', `/texts/${doc.id}`, { title: 'T2' })).status).toBe(200)
    // A link with a trailing slash, or the site's full address, links to it too
    for (const href of ['/carded-text/', `${SITE}/carded-text`]) {
      await payload.update({ collection: 'creative-categories', id: card.id, data: { href } })
      expect({ href, status: (await asAdmin('DELETE', `/texts/${doc.id}`)).status }).toEqual({
        href,
        status: 409,
      })
    }
    await payload.update({ collection: 'creative-categories', id: card.id, data: { href: '/drawings' } })
    expect((await asAdmin('DELETE', `/texts/${doc.id}`)).status).toBe(200)
    await payload.delete({ collection: 'creative-categories', id: card.id })
  })

  it('refuses seminar figures no page could mean: a rating over 5, negative or fractional counts', async () => {
    for (const [seminarStats, field] of [
      [{ members: 4892, rating: 44, reviews: 549 }, /field is invalid: .*Rating$/],
      [{ members: -5.5, rating: 4.4, reviews: 549 }, /field is invalid: .*Members$/],
      [{ members: 4892, rating: 4.4, reviews: 1e20 }, /field is invalid: .*Reviews$/],
    ] as const) {
      await expect(
        payload.updateGlobal({ slug: 'site-settings', data: { seminarStats }, overrideAccess: true }),
      ).rejects.toThrow(field)
    }
  })
})
