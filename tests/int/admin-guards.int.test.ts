import type { Payload } from 'payload'

import type { Booking } from '@/payload-types'

import { SITE, startApi, type ApiClient, type CallOptions } from './helpers/authApi'

const OWNER = 'owner@example.com'
const OWNER_PASSWORD = 'owner-password-guard-1'

let api: ApiClient
let payload: Payload
let ownerId: number
let ownerCookie: string
let graphqlPost: (request: Request) => Promise<Response>
let sessions: typeof import('@/features/payments/scheduling/sessions')
let bookings: typeof import('@/features/payments/bookings')
let outbox: typeof import('@/platform/mail/outbox')

beforeAll(async () => {
  api = await startApi({ ADMIN_EMAIL: OWNER })
  payload = api.payload
  graphqlPost = (await import('@/app/(payload)/api/graphql/route')).POST
  sessions = await import('@/features/payments/scheduling/sessions')
  bookings = await import('@/features/payments/bookings')
  outbox = await import('@/platform/mail/outbox')
  const { DEMO_AVAILABILITY } = await import('@/features/payments')
  await payload.updateGlobal({ slug: 'session-availability', data: DEMO_AVAILABILITY, overrideAccess: true })
  ownerId = await api.createMember(OWNER, OWNER_PASSWORD, { admin: true })
  ownerCookie = await api.login(OWNER, OWNER_PASSWORD)
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

/** The owner's call from the admin (same origin, the owner's session). */
const asOwner = (method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { cookie: ownerCookie, ...options, headers: { Origin: SITE, ...options.headers } })

type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: { message: string }[] }

async function graphqlAsOwner(query: string): Promise<GraphQLAnswer> {
  const response = await graphqlPost(
    new Request(`${SITE}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, Cookie: ownerCookie },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as GraphQLAnswer
}

/** The message of a refused REST call: Payload's `{ errors: [{ message }] }`. */
const errorOf = async (response: Response) =>
  ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message

const exists = async (collection: 'users' | 'bookings' | 'enrolments', id: number | string) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

let sessionCount = 0
/** A paid booking as the webhook records it, whose buyer chose a time two days or more ahead. */
async function confirmedBooking(): Promise<Booking> {
  sessionCount += 1
  const { booking } = await bookings.recordPaidBooking(payload, {
    id: `cs_test_guard_${sessionCount}`,
    amount_total: 6000,
    currency: 'usd',
    payment_intent: `pi_guard_${sessionCount}`,
    customer_details: { email: `buyer${sessionCount}@example.com` },
    metadata: { booking: 'one-on-one-session' },
  } as never)
  const now = new Date()
  const slot = (await sessions.listOpenSlots(payload, { now })).find(
    (open) => open.start.getTime() > now.getTime() + 48 * 60 * 60 * 1000,
  )
  if (!slot) throw new Error('no open slot two days ahead')
  const outcome = await sessions.chooseTime(payload, booking, slot.start, { now })
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.booking
}

const remindersOf = async (booking: Booking) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { purpose: { like: `booking-reminder` } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((doc) => doc.purpose.endsWith(`:${booking.reference}:${booking.sequence ?? 0}`))

describe('deleting a booking', () => {
  it('refuses to delete a paid session still ahead (REST and GraphQL), pointing to Cancel booking; nothing changes', async () => {
    const booking = await confirmedBooking()
    expect((await remindersOf(booking)).map((doc) => doc.status)).toEqual(['queued', 'queued'])

    const response = await asOwner('DELETE', `/bookings/${booking.id}`)
    expect(response.status).toBe(409)
    expect(await errorOf(response)).toBe(
      'This booking is paid and its session is still ahead, so it cannot be deleted: use Cancel booking, which refunds the buyer and tells them.',
    )
    const bulk = await asOwner('DELETE', `/bookings?where[id][equals]=${booking.id}`)
    expect(bulk.status).toBe(400)
    expect(await errorOf(bulk)).toMatch(/use Cancel booking/)
    const answer = await graphqlAsOwner(`mutation { deleteBooking(id: ${booking.id}) { id } }`)
    expect(answer.errors?.[0]?.message).toMatch(/use Cancel booking/)

    expect(await exists('bookings', booking.id)).toBe(true)
    expect((await remindersOf(booking)).map((doc) => doc.status)).toEqual(['queued', 'queued'])
  })

  it('deletes a booking that is over and cancels the reminders it still had queued', async () => {
    const booking = await confirmedBooking()
    // Refunded in Stripe: the webhook marked it refunded, and its session was not released yet
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'refunded' } })

    const response = await asOwner('DELETE', `/bookings/${booking.id}`)
    expect(response.status).toBe(200)
    expect(await exists('bookings', booking.id)).toBe(false)
    expect((await remindersOf(booking)).map((doc) => doc.status)).toEqual(['cancelled', 'cancelled'])
  })
})

describe('keeping an admin', () => {
  it('refuses the only admin dropping their own admin role or deleting their account (REST and GraphQL)', async () => {
    const demote = await asOwner('PATCH', `/users/${ownerId}`, { body: { roles: ['member'] } })
    expect(demote.status).toBe(409)
    const LAST_ADMIN =
      'The site needs at least one admin: give another account the Admin role before removing it from this one or deleting it.'
    expect(await errorOf(demote)).toBe(LAST_ADMIN)

    const remove = await asOwner('DELETE', `/users/${ownerId}`)
    expect(remove.status).toBe(409)
    expect(await errorOf(remove)).toBe(LAST_ADMIN)
    const bulk = await asOwner('DELETE', `/users?where[roles][contains]=admin`)
    expect(bulk.status).toBe(409)

    const answer = await graphqlAsOwner(
      `mutation { updateUser(id: ${ownerId}, data: { roles: [member] }) { roles } }`,
    )
    expect(answer.errors?.[0]?.message).toBe(LAST_ADMIN)

    const owner = await payload.findByID({ collection: 'users', id: ownerId, overrideAccess: true })
    expect(owner.roles).toEqual(['admin'])
  })

  it("tells a member nothing about the admin's account: their bulk delete or demotion is refused alike, whether an admin matches or not", async () => {
    await api.createMember('curious@example.com', 'curious-password-guard')
    const cookie = await api.login('curious@example.com', 'curious-password-guard')
    const asMember = (method: string, path: string, body?: unknown) =>
      api.call(method, path, { cookie, headers: { Origin: SITE }, ...(body ? { body } : {}) })
    const answers = []
    for (const email of [OWNER, 'nobody-at-all@example.com']) {
      const where = `where[email][equals]=${encodeURIComponent(email)}`
      const remove = await asMember('DELETE', `/users?${where}`)
      const demote = await asMember('PATCH', `/users?${where}`, { roles: ['member'] })
      answers.push([remove.status, await remove.text(), demote.status, await demote.text()])
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0][0]).not.toBe(409)
    const owner = await payload.findByID({ collection: 'users', id: ownerId, overrideAccess: true })
    expect(owner.roles).toEqual(['admin'])
  })

  it('lets an admin step down once another admin remains, and keeps that one', async () => {
    const secondId = await api.createMember('second-admin@example.com', 'second-password-guard', {
      admin: true,
    })
    const secondCookie = await api.login('second-admin@example.com', 'second-password-guard')
    const steppedDown = await api.call('PATCH', `/users/${secondId}`, {
      cookie: secondCookie,
      headers: { Origin: SITE },
      body: { roles: ['member'] },
    })
    expect(steppedDown.status).toBe(200)
    const remaining = await asOwner('PATCH', `/users/${ownerId}`, { body: { roles: ['member'] } })
    expect(remaining.status).toBe(409)
    expect((await asOwner('DELETE', `/users/${secondId}`)).status).toBe(200)
  })
})

describe('deleting a member', () => {
  it('refuses with a 409 naming the enrolments, and keeps the member and the enrolment', async () => {
    const memberId = await api.createMember('enrolled@example.com', 'enrolled-password-1')
    const enrolment = await payload.create({
      collection: 'enrolments',
      data: {
        user: memberId,
        email: 'enrolled@example.com',
        status: 'active',
        source: 'purchase',
        amount: 4900,
        currency: 'usd',
      },
    })
    const response = await asOwner('DELETE', `/users/${memberId}`)
    expect(response.status).toBe(409)
    expect(await errorOf(response)).toBe(
      "This member has 1 course enrolment, which keeps the record of the purchase or grant, so the account cannot be deleted. To end their access, set the enrolment's status to Revoked; the account stays.",
    )
    expect(await exists('users', memberId)).toBe(true)
    expect(await payload.findByID({ collection: 'enrolments', id: enrolment.id, depth: 0 })).toMatchObject({
      user: memberId,
      amount: 4900,
    })
  })

  it('deletes a member with lesson progress and a booking: the progress goes, the booking stays without them', async () => {
    const memberId = await api.createMember('learner@example.com', 'learner-password-1')
    await payload.create({
      collection: 'lesson-progress',
      data: { user: memberId, lessonId: 'lesson-1', completed: true },
    })
    const booking = await payload.create({
      collection: 'bookings',
      data: { stripeSessionId: 'cs_test_member_booking', amount: 6000, status: 'paid', user: memberId },
    })

    const response = await asOwner('DELETE', `/users/${memberId}`)
    expect(response.status).toBe(200)
    expect(await exists('users', memberId)).toBe(false)
    const progress = await payload.count({
      collection: 'lesson-progress',
      where: { user: { equals: memberId } },
      overrideAccess: true,
    })
    expect(progress.totalDocs).toBe(0)
    expect(await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })).toMatchObject({
      amount: 6000,
      user: null,
    })
  })
})

describe('the outbox status select', () => {
  const message = async (purpose: string, status: 'sent' | 'failed') => {
    const { id } = await outbox.enqueueEmail(payload, {
      to: 'reader@example.com',
      purpose,
      subject: 'x',
      text: 'x',
    })
    await payload.update({ collection: 'email-outbox', id, data: { status }, overrideAccess: true })
    return id
  }
  const statusOf = async (id: number | string) =>
    (await payload.findByID({ collection: 'email-outbox', id, overrideAccess: true })).status

  it('refuses to queue a sent e-mail again, or to take it out of sent, as the Retry button does', async () => {
    const id = await message('test:sent-once', 'sent')
    const requeue = await asOwner('PATCH', `/email-outbox/${id}`, { body: { status: 'queued' } })
    expect(requeue.status).toBe(409)
    expect(await errorOf(requeue)).toBe(
      'This e-mail was sent: its status stays sent, so it cannot go out again',
    )
    const viaCancelled = await asOwner('PATCH', `/email-outbox/${id}`, { body: { status: 'cancelled' } })
    expect(viaCancelled.status).toBe(409)
    const retry = await asOwner('POST', `/email-outbox/${id}/retry`)
    expect(retry.status).toBe(409)
    expect(await statusOf(id)).toBe('sent')
  })

  it('refuses marking an unsent e-mail sent by hand, and still lets a failed one go back to queued', async () => {
    const id = await message('test:failed-once', 'failed')
    const markSent = await asOwner('PATCH', `/email-outbox/${id}`, { body: { status: 'sent' } })
    expect(markSent.status).toBe(409)
    expect(await errorOf(markSent)).toBe('Only the sender marks an e-mail sending or sent')
    expect(await statusOf(id)).toBe('failed')
    expect((await asOwner('PATCH', `/email-outbox/${id}`, { body: { status: 'queued' } })).status).toBe(200)
    expect(await statusOf(id)).toBe('queued')
  })
})

describe('unsubscribing an address by hand', () => {
  it('records the time and a consent entry, clears the next step and cancels the queued list e-mails', async () => {
    const mailingList = await import('@/features/mailing-list/mailingList')
    await mailingList.signUp(payload, 'by-hand@example.com', { source: '/crash-course' })
    const signup = (
      await payload.find({
        collection: 'email-signups',
        where: { email: { equals: 'by-hand@example.com' } },
        overrideAccess: true,
      })
    ).docs[0]
    await payload.update({
      collection: 'email-signups',
      id: signup.id,
      data: { status: 'confirmed', nextStepAt: new Date(Date.now() + 3_600_000).toISOString() },
    })
    const { id: stepId } = await outbox.enqueueEmail(payload, {
      to: 'by-hand@example.com',
      purpose: 'sequence:1:step:a',
      subject: 'Step',
      text: 'step',
      list: true,
    })

    const before = Date.now()
    const response = await asOwner('PATCH', `/email-signups/${signup.id}`, {
      body: { status: 'unsubscribed' },
    })
    expect(response.status).toBe(200)

    const stored = await payload.findByID({
      collection: 'email-signups',
      id: signup.id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('unsubscribed')
    expect(stored.nextStepAt).toBeNull()
    expect(Date.parse(stored.unsubscribedAt ?? '')).toBeGreaterThanOrEqual(before)
    expect(stored.history?.at(-1)).toMatchObject({
      event: 'unsubscribed',
      at: stored.unsubscribedAt,
      source: `admin (${OWNER})`,
    })
    expect(stored.history?.map((entry) => entry.event)).toEqual(['signed-up', 'unsubscribed'])
    expect(
      (await payload.findByID({ collection: 'email-outbox', id: stepId, overrideAccess: true })).status,
    ).toBe('cancelled')
  })

  it('keeps an unsubscribe, and the consent record, when the owner saves a form loaded before it', async () => {
    const mailingList = await import('@/features/mailing-list/mailingList')
    await mailingList.signUp(payload, 'stale-form@example.com', { source: '/crash-course' })
    const { id } = (
      await payload.find({
        collection: 'email-signups',
        where: { email: { equals: 'stale-form@example.com' } },
        overrideAccess: true,
      })
    ).docs[0]
    await payload.update({ collection: 'email-signups', id, data: { status: 'confirmed' } })
    // What the owner's form holds, loaded while the address was confirmed
    const loaded = await (await asOwner('GET', `/email-signups/${id}`)).json()
    // ...then the subscriber unsubscribes by the e-mail's link
    await payload.update({
      collection: 'email-signups',
      id,
      data: {
        status: 'unsubscribed',
        unsubscribedAt: new Date().toISOString(),
        unsubscribedFrom: 'sequence:1:step:a',
        history: [
          ...(loaded.history ?? []),
          { event: 'unsubscribed', at: new Date().toISOString(), source: 'link' },
        ],
      },
    })

    const saved = await asOwner('PATCH', `/email-signups/${id}`, { body: { ...loaded, source: '/home' } })
    expect(saved.status).toBe(400)
    expect(await saved.text()).toContain('This address unsubscribed')
    const stored = await payload.findByID({ collection: 'email-signups', id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'unsubscribed', unsubscribedFrom: 'sequence:1:step:a' })
    expect(stored.history?.map((entry) => entry.event)).toEqual(['signed-up', 'unsubscribed'])

    // A save that leaves the status as it is keeps what only the server writes
    const kept = await asOwner('PATCH', `/email-signups/${id}`, {
      body: { ...loaded, status: 'unsubscribed', source: '/home' },
    })
    expect(kept.status).toBe(200)
    const after = await payload.findByID({ collection: 'email-signups', id, overrideAccess: true })
    expect(after).toMatchObject({ source: '/home', unsubscribedFrom: 'sequence:1:step:a' })
    expect(after.history?.map((entry) => entry.event)).toEqual(['signed-up', 'unsubscribed'])
  })

  it('refuses a subscriber in a sequence that does not exist with a 400 naming it', async () => {
    const response = await asOwner('POST', '/email-signups', {
      body: { email: 'no-sequence@example.com', sequence: 987654 },
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('No e-mail sequence has that id')
  })

  it('dates the unsubscribe now when the form sends back the date of an earlier one (the address signed up again since)', async () => {
    const mailingList = await import('@/features/mailing-list/mailingList')
    await mailingList.signUp(payload, 'again@example.com', { source: '/crash-course' })
    const { id } = (
      await payload.find({
        collection: 'email-signups',
        where: { email: { equals: 'again@example.com' } },
        overrideAccess: true,
      })
    ).docs[0]
    const earlier = '2025-01-02T03:04:05.000Z'
    await payload.update({
      collection: 'email-signups',
      id,
      data: { status: 'confirmed', unsubscribedAt: earlier },
    })

    const before = Date.now()
    const response = await asOwner('PATCH', `/email-signups/${id}`, {
      body: { status: 'unsubscribed', unsubscribedAt: earlier },
    })
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'email-signups', id, overrideAccess: true })
    expect(Date.parse(stored.unsubscribedAt ?? '')).toBeGreaterThanOrEqual(before)
    expect(stored.history?.at(-1)).toMatchObject({ event: 'unsubscribed', at: stored.unsubscribedAt })
  })
})
