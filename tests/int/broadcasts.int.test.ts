import type { Payload } from 'payload'

import type { Broadcast } from '@/payload-types'
import { richTextParagraphs } from '@/seed/richText'

import { SITE, startApi, type ApiClient } from './helpers/authApi'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

let api: ApiClient
let payload: Payload
let sink: SmtpSink
let outbox: typeof import('@/platform/mail/outbox')
let broadcasts: typeof import('@/features/mailing-list/broadcasts')
let adminCookie: string
let memberCookie: string

const CONFIRMED = [
  'ann@example.com',
  'bob@example.com',
  'cat@example.com',
  'dan@example.com',
  'eve@example.com',
]

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApi({ SMTP_URL: sink.url, EMAIL_FROM: 'Coach <hello@example.com>' })
  payload = api.payload
  outbox = await import('@/platform/mail/outbox')
  broadcasts = await import('@/features/mailing-list/broadcasts')
  await api.createMember('owner@example.com', 'owner-password-1', { admin: true })
  await api.createMember('member@example.com', 'member-password-1')
  adminCookie = await api.login('owner@example.com', 'owner-password-1')
  memberCookie = await api.login('member@example.com', 'member-password-1')
  const at = new Date().toISOString()
  for (const email of CONFIRMED) {
    await addSubscriber(email, 'confirmed', at)
  }
  await addSubscriber('pending@example.com', 'pending', at)
  await addSubscriber('gone@example.com', 'unsubscribed', at)
})

afterAll(async () => {
  await api?.ctx.cleanup()
  await sink?.close()
})

async function addSubscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed', at: string) {
  return payload.create({
    collection: 'email-signups',
    data: {
      email,
      status,
      subscribedAt: at,
      source: '/',
      ...(status === 'confirmed' ? { confirmedAt: at } : {}),
      ...(status === 'unsubscribed' ? { unsubscribedAt: at } : {}),
    },
    overrideAccess: true,
  })
}

const newBroadcast = async (subject: string) =>
  payload.create({
    collection: 'broadcasts',
    data: {
      subject,
      status: 'draft',
      body: richTextParagraphs(['Dear reader,', 'Letting go is a practice.']) as Broadcast['body'],
    },
    overrideAccess: true,
  })

/** The admin's call from the site's own pages (Payload's own routes read the cookie only with its Origin). */
const asAdmin = (method: string, path: string, body?: unknown) =>
  api.call(method, path, {
    cookie: adminCookie,
    headers: { Origin: SITE },
    ...(body === undefined ? {} : { body }),
  })

const received = (subject: string) => sink.received.filter((mail) => mail.subject === subject)

/** Runs the two jobs until the broadcast has nothing left to do (what EMAIL_QUEUE_CRON does every few seconds). */
async function runJobs(rounds = 5) {
  for (let round = 0; round < rounds; round++) {
    await broadcasts.advanceBroadcasts(payload)
    await outbox.drainOutbox(payload)
  }
  await broadcasts.advanceBroadcasts(payload)
}

const outboxOf = async (purpose: string) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { purpose: { equals: purpose } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('a broadcast the owner sends now', () => {
  let id: number
  const subject = 'News from the coach'

  beforeAll(async () => {
    id = (await newBroadcast(subject)).id
  })

  it('previews the newsletter in the site look, with a sample unsubscribe link', async () => {
    const response = await asAdmin('GET', `/broadcasts/${id}/preview`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Letting go is a practice.')
    expect(html).toContain('background:#fbfaf7')
    expect(html).toContain('Unsubscribe')
    expect(html).not.toContain('/api/unsubscribe?token=')
  })

  it('sends a test copy to one address only, marked [Test]', async () => {
    const response = await asAdmin('POST', `/broadcasts/${id}/test`, { to: 'proof@example.com' })
    expect(response.status).toBe(200)
    await outbox.drainOutbox(payload)
    expect(sink.to('proof@example.com').map((mail) => mail.subject)).toEqual([`[Test] ${subject}`])
    expect(received(subject)).toHaveLength(0)
    expect((await asAdmin('POST', `/broadcasts/${id}/test`, { to: 'not an address' })).status).toBe(400)
  })

  it('reaches every confirmed subscriber once, and nobody pending or unsubscribed', async () => {
    const response = await asAdmin('POST', `/broadcasts/${id}/send`, {})
    expect(response.status).toBe(200)
    expect((await response.json()).status).toBe('scheduled')
    await runJobs()

    const recipients = received(subject).flatMap((mail) => mail.envelopeTo)
    expect(recipients.sort()).toEqual([...CONFIRMED].sort())
    const mail = received(subject)[0]
    expect(mail.text).toContain('Letting go is a practice.')
    const headers = mail.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, ' '))
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(headers.find((line) => line.startsWith('List-Unsubscribe:'))).toContain(`&from=broadcast%3A${id}>`)
    expect(mail.html).toContain(`${SITE}/api/unsubscribe?token=`)
    expect(mail.html).toContain(`&amp;from=broadcast%3A${id}"`)
  })

  it('shows sent, failed and remaining, and is marked sent with its counters stored', async () => {
    const progress = await (await asAdmin('GET', `/broadcasts/${id}/progress`)).json()
    expect(progress).toMatchObject({ status: 'sent', recipients: 5, sent: 5, failed: 0, remaining: 0 })
    const stored = await payload.findByID({ collection: 'broadcasts', id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'sent', recipients: 5, sent: 5, failed: 0 })
    expect(stored.finishedAt).toBeTruthy()
  })

  it('keeps the subject and body that went out: the admin shows them read-only, and a save leaves them', async () => {
    const access = await asAdmin('POST', `/broadcasts/access/${id}`)
    expect(access.status).toBe(200)
    const { fields } = (await access.json()) as {
      fields: Record<string, { update?: { permission: boolean } }>
    }
    // Payload leaves out what is refused: the admin shows the two fields read-only
    expect([fields.subject, fields.body]).toEqual([
      { create: true, read: true },
      { create: true, read: true },
    ])
    const saved = await asAdmin('PATCH', `/broadcasts/${id}`, {
      subject: 'Rewritten afterwards',
      body: richTextParagraphs(['Something else']),
    })
    expect(saved.status).toBe(200)
    const stored = await payload.findByID({ collection: 'broadcasts', id, overrideAccess: true })
    expect(stored.subject).toBe(subject)
    expect(JSON.stringify(stored.body)).toContain('Letting go is a practice.')
    expect(JSON.stringify(stored.body)).not.toContain('Something else')
    // A draft's stay open to changes
    const draft = await newBroadcast('Still a draft')
    const draftAccess = await (await asAdmin('POST', `/broadcasts/access/${draft.id}`)).json()
    expect(draftAccess.fields.subject).toBe(true)
  })

  it('refuses to send a broadcast twice', async () => {
    const response = await asAdmin('POST', `/broadcasts/${id}/send`, {})
    expect(response.status).toBe(409)
    expect((await response.json()).error).toMatch(/only a draft can be sent/)
  })

  it("records which broadcast an unsubscribe came from, through the e-mail's own link", async () => {
    const mail = received(subject).find((message) => message.envelopeTo.includes('bob@example.com'))!
    const link = /https?:\/\/[^\s]+\/api(\/unsubscribe\?[^\s]+)/.exec(mail.text ?? '')![1]
    expect(link).toContain(`from=broadcast%3A${id}`)
    const response = await api.call('POST', link, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(200)
    const [bob] = (
      await payload.find({
        collection: 'email-signups',
        where: { email: { equals: 'bob@example.com' } },
        overrideAccess: true,
      })
    ).docs
    expect(bob.status).toBe('unsubscribed')
    expect(bob.unsubscribedFrom).toBe(`broadcast:${id}`)
    expect(bob.history?.at(-1)?.source).toBe(`one-click unsubscribe from broadcast:${id}`)
  })
})

describe('scheduling, cancelling and resuming', () => {
  it('waits for its time when scheduled', async () => {
    const { id } = await newBroadcast('Scheduled letter')
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    const response = await asAdmin('POST', `/broadcasts/${id}/send`, { scheduledAt: later })
    expect(response.status).toBe(200)
    await runJobs(2)
    expect(received('Scheduled letter')).toHaveLength(0)
    expect((await payload.findByID({ collection: 'broadcasts', id, overrideAccess: true })).status).toBe(
      'scheduled',
    )
    expect((await asAdmin('POST', `/broadcasts/${id}/send`, { scheduledAt: 'tomorrow' })).status).toBe(400)
    expect((await asAdmin('POST', `/broadcasts/${id}/cancel`)).status).toBe(200)
  })

  it("keeps a scheduled broadcast scheduled when the owner saves the page's stale form after Schedule", async () => {
    const created = await asAdmin('POST', '/broadcasts', {
      subject: 'Draft letter',
      body: richTextParagraphs(['Hello']),
      status: 'sent',
      sent: 99,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: Broadcast }
    expect(doc).toMatchObject({ status: 'draft', sent: 0, recipients: 0 })
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    expect((await asAdmin('POST', `/broadcasts/${doc.id}/send`, { scheduledAt: later })).status).toBe(200)

    // What the form still holds from before Schedule, with the subject fixed
    const saved = await asAdmin('PATCH', `/broadcasts/${doc.id}`, {
      subject: 'Fixed letter',
      status: 'draft',
      scheduledAt: null,
      startedAt: null,
      recipients: 0,
      sent: 0,
      failed: 0,
      cursor: null,
    })
    expect(saved.status).toBe(200)
    const stored = await payload.findByID({ collection: 'broadcasts', id: doc.id, overrideAccess: true })
    expect(stored).toMatchObject({ subject: 'Fixed letter', status: 'scheduled' })
    expect(new Date(stored.scheduledAt!).toISOString()).toBe(later)
    expect((await asAdmin('POST', `/broadcasts/${doc.id}/cancel`)).status).toBe(200)
  })

  it('stops on cancel: the queued messages are cancelled and never sent', async () => {
    const { id } = await newBroadcast('Cancelled letter')
    await broadcasts.scheduleBroadcast(payload, id)
    await broadcasts.advanceBroadcasts(payload, { batchSize: 2, maxBatches: 1 })
    const response = await asAdmin('POST', `/broadcasts/${id}/cancel`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'cancelled', sent: 0, remaining: 0, cancelled: 2 })
    await runJobs()
    expect(received('Cancelled letter')).toHaveLength(0)
    expect((await outboxOf(`broadcast:${id}`)).every((message) => message.status === 'cancelled')).toBe(true)
    expect((await asAdmin('POST', `/broadcasts/${id}/cancel`)).status).toBe(409)
  })

  it('resumes after a crash without sending anyone a second copy', async () => {
    const { id } = await newBroadcast('Resumed letter')
    await broadcasts.scheduleBroadcast(payload, id)
    await broadcasts.advanceBroadcasts(payload, { batchSize: 2, maxBatches: 1 })
    await outbox.drainOutbox(payload)
    // The process died after queuing the next batch but before storing the cursor
    await broadcasts.advanceBroadcasts(payload, { batchSize: 2, maxBatches: 1 })
    await payload.update({ collection: 'broadcasts', id, data: { cursor: null }, overrideAccess: true })
    // ... and while a message was being handed to the mail server
    const [inFlight] = (await outboxOf(`broadcast:${id}`)).filter((message) => message.status === 'queued')
    await payload.update({
      collection: 'email-outbox',
      id: inFlight.id,
      data: {
        status: 'sending',
        claimedAt: new Date(Date.now() - outbox.IN_FLIGHT_TIMEOUT_MS - 1000).toISOString(),
      },
      overrideAccess: true,
    })

    await runJobs()
    const recipients = received('Resumed letter').flatMap((mail) => mail.envelopeTo)
    // bob unsubscribed after the first broadcast
    const confirmed = CONFIRMED.filter((email) => email !== 'bob@example.com')
    expect(recipients.sort()).toEqual(confirmed.sort())
    expect(await (await asAdmin('GET', `/broadcasts/${id}/progress`)).json()).toMatchObject({
      status: 'sent',
      sent: confirmed.length,
      remaining: 0,
    })
  })

  it('counts a message the mail server keeps refusing as failed', async () => {
    const { id } = await newBroadcast('Refused letter')
    await broadcasts.scheduleBroadcast(payload, id)
    await broadcasts.advanceBroadcasts(payload)
    sink.state.failNext = 1
    await outbox.drainOutbox(payload, { maxAttempts: 1 })
    await runJobs()
    expect(await (await asAdmin('GET', `/broadcasts/${id}/progress`)).json()).toMatchObject({
      status: 'sent',
      sent: 3,
      failed: 1,
      remaining: 0,
    })
    const stored = await payload.findByID({ collection: 'broadcasts', id, overrideAccess: true })
    expect(stored).toMatchObject({ sent: 3, failed: 1 })
  })
})

describe('who may manage broadcasts', () => {
  it('answers 401 to a visitor and 403 to a member on every broadcast action, and 404 to an unknown id', async () => {
    const { id } = await newBroadcast('Guarded letter')
    const actions: [string, string, unknown?][] = [
      ['GET', `/broadcasts/${id}/preview`],
      ['GET', `/broadcasts/${id}/progress`],
      ['POST', `/broadcasts/${id}/test`, { to: 'x@example.com' }],
      ['POST', `/broadcasts/${id}/send`, {}],
      ['POST', `/broadcasts/${id}/cancel`, {}],
    ]
    for (const [method, path, body] of actions) {
      const visitor = await api.call(method, path, body === undefined ? {} : { body })
      expect([method, path, visitor.status]).toEqual([method, path, 401])
      const member = await api.call(method, path, {
        cookie: memberCookie,
        ...(body === undefined ? {} : { body }),
      })
      expect([method, path, member.status]).toEqual([method, path, 403])
      expect((await member.json()).error).toBe('Only admins can manage broadcasts')
    }
    expect((await asAdmin('GET', '/broadcasts/99999/progress')).status).toBe(404)
    expect((await asAdmin('GET', '/broadcasts/abc/progress')).status).toBe(404)
    expect((await payload.findByID({ collection: 'broadcasts', id, overrideAccess: true })).status).toBe(
      'draft',
    )
    expect(received('Guarded letter')).toHaveLength(0)
    expect(sink.to('x@example.com')).toHaveLength(0)
  })
})
