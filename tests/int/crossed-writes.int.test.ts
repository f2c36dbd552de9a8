import type { Payload } from 'payload'

import { course } from '@/seed/content/course'

import { SITE, startApi, type ApiClient } from './helpers/authApi'
import { whileGlobalWritesCross, whileWritesCross } from './helpers/mongoConflicts'

// On MongoDB every Payload operation that writes runs in a transaction, and a transaction that
// writes a document another transaction is writing at the same moment is aborted (WriteConflict,
// nothing written). No MongoDB server runs here: whileWritesCross raises the driver's own error
// where the server would, inside a transaction, on SQLite.

const PASSWORD = 'Crossed-Writes-2026'
const CROSSED = 'Another change to the same record was being saved at the same moment. Please try again.'
const DAY = 86_400_000

let api: ApiClient
let payload: Payload
let list: typeof import('@/features/mailing-list/mailingList')

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
  await payload.create({ collection: 'courses', data: course, context: { disableRevalidate: true } })
  list = await import('@/features/mailing-list/mailingList')
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

async function learner(email: string) {
  const id = await api.createMember(email, PASSWORD)
  const cookie = await api.login(email, PASSWORD)
  const toggle = (completed: boolean) =>
    api.call('POST', '/course-progress', { cookie, body: { userId: id, lessonId: 'lesson-1-1', completed } })
  const stored = async () =>
    (await payload.find({ collection: 'lesson-progress', where: { user: { equals: id } }, depth: 0 })).docs
  return { id, cookie, toggle, stored }
}

async function pendingSubscriber(email: string) {
  await list.signUp(payload, email, { source: '/' })
  const { docs } = await payload.find({ collection: 'email-signups', where: { email: { equals: email } } })
  return docs[0]
}

const subscriberStatus = async (id: number | string) =>
  (await payload.findByID({ collection: 'email-signups', id, depth: 0 })).status

describe('a write that crosses another change of the same document runs again (MongoDB)', () => {
  it('ticks a lesson off when the first write of the record lost', async () => {
    const { toggle, stored } = await learner('crossed-toggle@example.com')
    expect((await toggle(true)).status).toBe(200)

    const { result, raised } = await whileWritesCross(
      payload,
      { collection: 'lesson-progress', times: 1 },
      () => toggle(false),
    )

    expect(raised).toBe(1)
    expect(result.status).toBe(200)
    expect(await result.json()).toMatchObject({ lessonId: 'lesson-1-1', completed: false, completedAt: null })
    expect(await stored()).toEqual([expect.objectContaining({ completed: false, completedAt: null })])
  })

  it('confirms the subscription when the confirmation link is opened twice at once', async () => {
    const subscriber = await pendingSubscriber('crossed-confirm@example.com')
    const token = list.signSubscriberToken('confirm', subscriber, Date.now() + DAY)

    const { result, raised } = await whileWritesCross(
      payload,
      { collection: 'email-signups', times: 2 },
      () => api.call('GET', `/email-signup/confirm?token=${encodeURIComponent(token)}`),
    )

    expect(raised).toBe(2)
    expect(result.status).toBe(303)
    expect(result.headers.get('location')).toBe(`${SITE}/crash-course`)
    expect(await subscriberStatus(subscriber.id)).toBe('confirmed')
  })

  it('keeps an unsubscription that crossed the confirmation link: the link then does not subscribe again', async () => {
    const subscriber = await pendingSubscriber('crossed-confirm-unsubscribed@example.com')
    const confirm = list.signSubscriberToken('confirm', subscriber, Date.now() + DAY)
    const leave = list.signSubscriberToken('unsubscribe', subscriber)

    const { result, raised } = await whileWritesCross(
      payload,
      {
        collection: 'email-signups',
        times: 1,
        meanwhile: () => list.unsubscribe(payload, leave, { source: 'one-click unsubscribe' }),
      },
      () => api.call('GET', `/email-signup/confirm?token=${encodeURIComponent(confirm)}`),
    )

    expect(raised).toBe(1)
    expect(result.status).toBe(400)
    expect(await result.text()).toContain('This confirmation link is invalid or has expired.')
    const stored = await payload.findByID({ collection: 'email-signups', id: subscriber.id, depth: 0 })
    expect(stored.status).toBe('unsubscribed')
    expect(stored.history?.map((entry) => entry.event)).toEqual(['signed-up', 'unsubscribed'])
  })

  it('unsubscribes with one click while another change of the subscriber is saved', async () => {
    const subscriber = await pendingSubscriber('crossed-unsubscribe@example.com')
    const token = list.signSubscriberToken('unsubscribe', subscriber)

    const { result, raised } = await whileWritesCross(
      payload,
      { collection: 'email-signups', times: 1 },
      () =>
        api.call('POST', `/unsubscribe?token=${encodeURIComponent(token)}`, {
          rawBody: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
    )

    expect(raised).toBe(1)
    expect(result.status).toBe(200)
    expect(await result.json()).toEqual({ message: 'Unsubscribed' })
    expect(await subscriberStatus(subscriber.id)).toBe('unsubscribed')
  })

  it('cancels the queued list e-mails of a one-click unsubscribe, and leaves one the sender has claimed', async () => {
    const subscriber = await pendingSubscriber('crossed-outbox@example.com')
    const { enqueueEmail } = await import('@/platform/mail/outbox')
    for (const purpose of ['broadcast:waiting', 'broadcast:claimed']) {
      await enqueueEmail(payload, {
        to: subscriber.email,
        purpose,
        subject: 'News',
        text: 'News.',
        list: true,
      })
    }
    // The sender claimed one of them just before the unsubscribe
    await payload.update({
      collection: 'email-outbox',
      where: { purpose: { equals: 'broadcast:claimed' } },
      data: { status: 'sending' },
      overrideAccess: true,
    })
    const token = list.signSubscriberToken('unsubscribe', subscriber)

    const result = await api.call('POST', `/unsubscribe?token=${encodeURIComponent(token)}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })

    expect(result.status).toBe(200)
    expect(await subscriberStatus(subscriber.id)).toBe('unsubscribed')
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: subscriber.email } }, { purpose: { like: 'broadcast:' } }] },
      sort: 'purpose',
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.purpose, doc.status])).toEqual([
      ['broadcast:claimed', 'sending'],
      ['broadcast:waiting', 'cancelled'],
    ])
  })

  it('changes the password when the write crossed a sign-in of the same member', async () => {
    const email = 'crossed-change@example.com'
    const { cookie } = await learner(email)
    const newPassword = 'Crossed-Writes-Changed-2026'

    const { result, raised } = await whileWritesCross(payload, { collection: 'users', times: 1 }, () =>
      api.call('POST', '/auth/change-password', {
        cookie,
        headers: { Origin: SITE },
        body: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
      }),
    )

    expect(raised).toBe(1)
    expect(result.status).toBe(200)
    expect(await result.json()).toMatchObject({ message: 'Password changed successfully' })
    const signIn = await api.call('POST', '/auth/login', { body: { email, password: newPassword } })
    expect(signIn.status).toBe(200)
  })

  it('resets the password when the reset crossed another change of the account', async () => {
    const email = 'crossed-reset@example.com'
    await api.createMember(email, PASSWORD)
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const password = 'Crossed-Writes-Reset-2026'

    const { result, raised } = await whileWritesCross(payload, { collection: 'users', times: 1 }, () =>
      api.call('POST', '/auth/reset-password', { body: { token, password, confirmPassword: password } }),
    )

    expect(raised).toBe(1)
    expect(result.status).toBe(200)
    const signIn = await api.call('POST', '/auth/login', { body: { email, password } })
    expect(signIn.status).toBe(200)
  })

  it('still e-mails the reset link when the token write crossed a sign-in', async () => {
    const email = 'crossed-forgot@example.com'
    await api.createMember(email, PASSWORD)
    const resetMessages = async () =>
      (
        await payload.count({
          collection: 'email-outbox',
          where: { to: { equals: email } },
          overrideAccess: true,
        })
      ).totalDocs

    const { result, raised } = await whileWritesCross(
      payload,
      { collection: 'users', times: 1 },
      async () => {
        const response = await api.call('POST', '/auth/forgot-password', { body: { email } })
        // The answer goes before the look-up and the e-mail: wait for the message to be queued
        for (let waited = 0; waited < 5_000 && (await resetMessages()) === 0; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        return response
      },
    )

    expect(result.status).toBe(200)
    expect(raised).toBe(1)
    expect(await resetMessages()).toBe(1)
    const member = await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })
    expect(member).toMatchObject({ resetPasswordToken: expect.any(String) })
  })
})

describe('two content changes at the same moment (MongoDB)', () => {
  it("saves the owner's edit while another change writes the content-generation token", async () => {
    await api.createMember('content-owner@example.com', PASSWORD, { admin: true })
    const owner = await api.login('content-owner@example.com', PASSWORD)
    const text = await payload.create({
      collection: 'texts',
      data: { slug: 'crossed-text', title: 'Before', body: 'A body.' },
      depth: 0,
    })
    const before = (await payload.findGlobal({ slug: 'content-generation', depth: 0 })).token

    // Each change writes the one token; written in the change's transaction, the second would lose
    const { result, raised } = await whileGlobalWritesCross(
      payload,
      { slug: 'content-generation', times: 1 },
      () =>
        api.call('PATCH', `/texts/${text.id}`, {
          cookie: owner,
          headers: { Origin: SITE },
          body: { title: 'After' },
        }),
    )

    expect(result.status).toBe(200)
    expect(raised).toBe(0)
    expect((await payload.findByID({ collection: 'texts', id: text.id, depth: 0 })).title).toBe('After')
    expect((await payload.findGlobal({ slug: 'content-generation', depth: 0 })).token).not.toBe(before)
  })
})

describe('a request whose every run lost answers 409, not 500 (MongoDB)', () => {
  it('names the conflict on a spec endpoint and leaves the record as it was', async () => {
    const { toggle, stored } = await learner('crossed-toggle-lost@example.com')
    expect((await toggle(true)).status).toBe(200)

    const { result } = await whileWritesCross(payload, { collection: 'lesson-progress', times: 3 }, () =>
      toggle(false),
    )

    expect(result.status).toBe(409)
    expect(result.headers.get('retry-after')).toBe('1')
    expect(await result.json()).toMatchObject({ error: CROSSED })
    expect(await stored()).toEqual([expect.objectContaining({ completed: true })])
  })

  it("answers Payload's own routes in their error shape", async () => {
    await api.createMember('crossed-owner@example.com', PASSWORD, { admin: true })
    const owner = await api.login('crossed-owner@example.com', PASSWORD)
    const memberId = await api.createMember('crossed-edited@example.com', PASSWORD)

    const { result, raised } = await whileWritesCross(payload, { collection: 'users', times: 1 }, () =>
      api.call('PATCH', `/users/${memberId}`, {
        cookie: owner,
        headers: { Origin: SITE },
        body: { requirePasswordChange: true },
      }),
    )

    expect(raised).toBe(1)
    expect(result.status).toBe(409)
    expect(result.headers.get('retry-after')).toBe('1')
    expect(await result.json()).toEqual({ error: CROSSED, errors: [{ message: CROSSED }] })
    const member = await payload.findByID({ collection: 'users', id: memberId, depth: 0 })
    expect(member.requirePasswordChange).toBe(false)
  })

  it('names the conflict with status 409 on GraphQL', async () => {
    await api.createMember('crossed-graphql-owner@example.com', PASSWORD, { admin: true })
    const owner = await api.login('crossed-graphql-owner@example.com', PASSWORD)
    const memberId = await api.createMember('crossed-graphql-edited@example.com', PASSWORD)
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default

    const { result, raised } = await whileWritesCross(payload, { collection: 'users', times: 1 }, () =>
      GRAPHQL_POST(config)(
        new Request(`${SITE}/api/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: SITE, Cookie: owner },
          body: JSON.stringify({
            query: `mutation { updateUser(id: ${memberId}, data: { requirePasswordChange: true }) { email } }`,
          }),
        }),
      ),
    )

    expect(raised).toBe(1)
    const { data, errors } = await result.json()
    expect(data).toEqual({ updateUser: null })
    expect(errors).toEqual([
      expect.objectContaining({ message: CROSSED, extensions: expect.objectContaining({ statusCode: 409 }) }),
    ])
    const member = await payload.findByID({ collection: 'users', id: memberId, depth: 0 })
    expect(member.requirePasswordChange).toBe(false)
  })
})
