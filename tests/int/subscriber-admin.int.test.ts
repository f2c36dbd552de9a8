import type { Payload } from 'payload'

import { SITE, startApi, type ApiClient } from './helpers/authApi'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

let api: ApiClient
let payload: Payload
let sink: SmtpSink
let outbox: typeof import('@/platform/mail/outbox')
let list: typeof import('@/features/mailing-list/mailingList')
let adminCookie: string
let memberCookie: string

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApi({
    SMTP_URL: sink.url,
    EMAIL_FROM: 'Coach <hello@example.com>',
    EMAIL_MAX_ATTEMPTS: '1',
  })
  payload = api.payload
  outbox = await import('@/platform/mail/outbox')
  list = await import('@/features/mailing-list/mailingList')
  await api.createMember('owner@example.com', 'owner-password-1', { admin: true })
  await api.createMember('member@example.com', 'member-password-1')
  adminCookie = await api.login('owner@example.com', 'owner-password-1')
  memberCookie = await api.login('member@example.com', 'member-password-1')
})

afterAll(async () => {
  await api?.ctx.cleanup()
  await sink?.close()
})

const findSubscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'email-signups',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]

const outboxTo = async (email: string) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** Parses the simple CSV the export writes (no field of these subscribers holds a comma or quote). */
const parseCsv = (text: string) => {
  const [header, ...lines] = text.trim().split('\n')
  const columns = header.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
}

describe("the owner's subscribers", () => {
  it('are one per address however the owner types it: trimmed and lower-cased, a second spelling refused', async () => {
    const created = await api.call('POST', '/email-signups', {
      cookie: adminCookie,
      headers: { Origin: SITE },
      body: { email: '  Typed.Owner@Example.COM ', status: 'confirmed' },
    })
    expect(created.status).toBe(201)
    expect((await created.json()).doc.email).toBe('typed.owner@example.com')
    const again = await api.call('POST', '/email-signups', {
      cookie: adminCookie,
      headers: { Origin: SITE },
      body: { email: 'TYPED.OWNER@EXAMPLE.COM' },
    })
    expect(again.status).toBe(400)
    const stored = await payload.find({
      collection: 'email-signups',
      where: { email: { equals: 'typed.owner@example.com' } },
      overrideAccess: true,
    })
    expect(stored.docs.map((doc) => doc.email)).toEqual(['typed.owner@example.com'])
    await payload.delete({ collection: 'email-signups', id: stored.docs[0].id, overrideAccess: true })
  })

  it('are written as a sign-up is, the owner named in the consent record: a pending one is sent its link, a confirmed one starts the crash course', async () => {
    const { crashCourseSequence } = await import('@/seed/content/crashCourseEmails')
    const sequence = await payload.create({
      collection: 'email-sequences',
      data: { ...crashCourseSequence, key: 'hand-added-course' },
      overrideAccess: true,
    })
    const firstDelayHours = crashCourseSequence.steps[0].delayHours ?? 0
    const add = (email: string, status: string) =>
      api.call('POST', '/email-signups', {
        cookie: adminCookie,
        headers: { Origin: SITE },
        body: { email, status },
      })
    expect((await add('hand-pending@example.com', 'pending')).status).toBe(201)
    const pending = await findSubscriber('hand-pending@example.com')
    expect([pending.source, pending.status, pending.sequence ?? null]).toEqual([
      'admin (owner@example.com)',
      'pending',
      null,
    ])
    expect(pending.history?.map(({ event, source }) => ({ event, source }))).toEqual([
      { event: 'signed-up', source: 'admin (owner@example.com)' },
    ])
    expect(pending.confirmationSentAt).toBeTruthy()
    const [confirmation] = await outboxTo('hand-pending@example.com')
    expect(confirmation.purpose).toMatch(/^subscription-confirmation:1:/)
    expect(confirmation.text).toContain('/api/email-signup/confirm?token=')

    const before = Date.now()
    expect((await add('hand-confirmed@example.com', 'confirmed')).status).toBe(201)
    const confirmed = await findSubscriber('hand-confirmed@example.com')
    const sequenceOf = (value: typeof confirmed.sequence) => (typeof value === 'object' ? value?.id : value)
    expect([confirmed.status, sequenceOf(confirmed.sequence), confirmed.sequenceStep]).toEqual([
      'confirmed',
      sequence.id,
      0,
    ])
    expect(Date.parse(confirmed.confirmedAt as string)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(confirmed.nextStepAt as string)).toBeGreaterThanOrEqual(
      before + firstDelayHours * 60 * 60 * 1000 - 1000,
    )
    expect(confirmed.history?.map(({ event, source }) => ({ event, source }))).toEqual([
      { event: 'signed-up', source: 'admin (owner@example.com)' },
      { event: 'confirmed', source: 'admin (owner@example.com)' },
    ])
    expect(await outboxTo('hand-confirmed@example.com')).toEqual([])
    await payload.delete({
      collection: 'email-signups',
      where: { email: { like: 'hand-' } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'email-sequences', id: sequence.id, overrideAccess: true })
  })
})

describe('subscriber export', () => {
  it('downloads every subscriber as CSV with email, status, dates and source, for admins only', async () => {
    await list.signUp(payload, 'first@example.com', { source: '/' })
    await list.signUp(payload, 'second@example.com', { source: '/crash-course' })
    const second = await findSubscriber('second@example.com')
    await list.confirmSubscription(payload, list.signSubscriberToken('confirm', second, Date.now() + 60_000))
    await list.unsubscribeSubscriber(payload, await findSubscriber('second@example.com'), { source: 'test' })

    expect((await api.call('GET', '/email-signups/export')).status).toBe(401)
    const refused = await api.call('GET', '/email-signups/export', { cookie: memberCookie })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Only admins can export subscribers' })

    const response = await api.call('GET', '/email-signups/export', { cookie: adminCookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const text = await response.text()
    expect(text.split('\n')[0]).toBe('email,status,subscribedAt,confirmedAt,unsubscribedAt,source')
    const rows = parseCsv(text)
    expect(rows).toHaveLength(2)
    const first = await findSubscriber('first@example.com')
    const left = await findSubscriber('second@example.com')
    expect(rows[0]).toEqual({
      email: 'first@example.com',
      status: 'pending',
      subscribedAt: first.subscribedAt,
      confirmedAt: '',
      unsubscribedAt: '',
      source: '/',
    })
    expect(rows[1]).toEqual({
      email: 'second@example.com',
      status: 'unsubscribed',
      subscribedAt: left.subscribedAt,
      confirmedAt: left.confirmedAt,
      unsubscribedAt: left.unsubscribedAt,
      source: '/crash-course',
    })
  })

  it('pages through a long list without losing or repeating anyone', async () => {
    const at = new Date().toISOString()
    for (let i = 0; i < 1205; i++) {
      await payload.create({
        collection: 'email-signups',
        data: { email: `bulk${i}@example.com`, status: 'confirmed', subscribedAt: at, confirmedAt: at },
        overrideAccess: true,
      })
    }
    const text = await (await api.call('GET', '/email-signups/export', { cookie: adminCookie })).text()
    const emails = parseCsv(text).map((row) => row.email)
    expect(emails).toHaveLength(1207)
    expect(new Set(emails).size).toBe(1207)
  }, 60_000)
})

describe('GDPR erase', () => {
  it('deletes the subscriber and their whole outbox history, and nothing of anyone else', async () => {
    await list.signUp(payload, 'forget-me@example.com', { source: '/' })
    await outbox.drainOutbox(payload)
    const target = await findSubscriber('forget-me@example.com')
    expect(await outboxTo('forget-me@example.com')).toHaveLength(1)
    const othersBefore = (await outboxTo('first@example.com')).length

    expect((await api.call('POST', `/email-signups/${target.id}/erase`)).status).toBe(401)
    expect(
      (await api.call('POST', `/email-signups/${target.id}/erase`, { cookie: memberCookie })).status,
    ).toBe(403)
    expect(await findSubscriber('forget-me@example.com')).toBeTruthy()

    const response = await api.call('POST', `/email-signups/${target.id}/erase`, { cookie: adminCookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'forget-me@example.com was erased', outboxMessages: 1 })
    expect(await findSubscriber('forget-me@example.com')).toBeUndefined()
    expect(await outboxTo('forget-me@example.com')).toHaveLength(0)
    expect(await outboxTo('first@example.com')).toHaveLength(othersBefore)

    const again = await api.call('POST', `/email-signups/${target.id}/erase`, { cookie: adminCookie })
    expect(again.status).toBe(404)
    expect((await api.call('POST', '/email-signups/nope/erase', { cookie: adminCookie })).status).toBe(404)
  })
})

describe('retrying a failed e-mail from the admin', () => {
  it('queues a failed message again and sends it; a sent one cannot be retried', async () => {
    const { id } = await outbox.enqueueEmail(payload, {
      to: 'late@example.com',
      purpose: 'test:retry',
      subject: 'Retry me',
      text: 'x',
    })
    sink.state.failNext = 1
    await outbox.drainOutbox(payload)
    expect((await payload.findByID({ collection: 'email-outbox', id, overrideAccess: true })).status).toBe(
      'failed',
    )

    expect((await api.call('POST', `/email-outbox/${id}/retry`)).status).toBe(401)
    expect((await api.call('POST', `/email-outbox/${id}/retry`, { cookie: memberCookie })).status).toBe(403)
    const response = await api.call('POST', `/email-outbox/${id}/retry`, { cookie: adminCookie })
    expect(response.status).toBe(200)
    await outbox.drainOutbox(payload)
    expect(sink.to('late@example.com').map((mail) => mail.subject)).toEqual(['Retry me'])

    const sentAlready = await api.call('POST', `/email-outbox/${id}/retry`, { cookie: adminCookie })
    expect(sentAlready.status).toBe(409)
    expect((await api.call('POST', '/email-outbox/424242/retry', { cookie: adminCookie })).status).toBe(404)
  })
})

describe('unsubscribe attribution', () => {
  it('records the sequence step whose link was used, and ignores a forged or unknown "from"', async () => {
    await list.signUp(payload, 'reader@example.com', { source: '/' })
    const reader = await findSubscriber('reader@example.com')
    await list.confirmSubscription(payload, list.signSubscriberToken('confirm', reader, Date.now() + 60_000))
    const token = list.signSubscriberToken('unsubscribe', reader)
    const oneClick = (from: string) =>
      api.call('POST', `/unsubscribe?token=${encodeURIComponent(token)}&from=${encodeURIComponent(from)}`, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })

    const forged = await oneClick(`<script>${'x'.repeat(5000)}`)
    expect(forged.status).toBe(200)
    const first = await findSubscriber('reader@example.com')
    expect(first.status).toBe('unsubscribed')
    expect(first.unsubscribedFrom ?? null).toBeNull()
    expect(first.history?.at(-1)?.source).toBe('one-click unsubscribe')

    await list.signUp(payload, 'reader@example.com', { source: '/' })
    const again = await findSubscriber('reader@example.com')
    await list.confirmSubscription(payload, list.signSubscriberToken('confirm', again, Date.now() + 60_000))
    const { stepPurpose } = await import('@/features/mailing-list/emailSequences')
    const step = stepPurpose(7, '6b03d9f8ec5f9e4786e6d6a2')
    expect(list.listUnsubscribe(again, step).url).toContain(`&from=${encodeURIComponent(step)}`)
    expect(
      (
        await api.call(
          'GET',
          `/unsubscribe?token=${encodeURIComponent(token)}&from=${encodeURIComponent(step)}`,
        )
      ).status,
    ).toBe(200)
    expect((await oneClick(step)).status).toBe(200)
    const last = await findSubscriber('reader@example.com')
    expect(last.unsubscribedFrom).toBe(step)
    expect(last.history?.at(-1)?.source).toBe(`one-click unsubscribe from ${step}`)
  })
})
