import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { startApi, type ApiClient } from './helpers/authApi'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

let api: ApiClient
let payload: Payload
let sink: SmtpSink
let outbox: typeof import('@/platform/mail/outbox')

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApi({ SMTP_URL: sink.url, EMAIL_FROM: 'Coach <hello@example.com>' })
  payload = api.payload
  outbox = await import('@/platform/mail/outbox')
})

afterAll(async () => {
  await api?.ctx.cleanup()
  await sink?.close()
})

afterEach(() => {
  jest.restoreAllMocks()
})

const stored = async (id: number | string) =>
  payload.findByID({ collection: 'email-outbox', id, depth: 0, overrideAccess: true })

describe('the e-mail outbox', () => {
  it('records a message without sending it; the job queue sends it once', async () => {
    const { id, created } = await outbox.enqueueEmail(payload, {
      to: 'Reader@Example.com',
      purpose: 'test:first',
      subject: 'Hello',
      text: 'Plain hello',
      html: '<p>HTML hello</p>',
    })
    expect(created).toBe(true)
    expect(sink.to('reader@example.com')).toHaveLength(0)
    expect((await stored(id)).status).toBe('queued')

    const { EMAIL_QUEUE, SEND_EMAILS_TASK } = await import('@/features/mailing-list/jobs/sendEmails')
    await payload.jobs.queue({ task: SEND_EMAILS_TASK, input: {}, queue: EMAIL_QUEUE })
    await payload.jobs.run({ queue: EMAIL_QUEUE, silent: true })

    const [mail] = sink.to('reader@example.com')
    expect(sink.to('reader@example.com')).toHaveLength(1)
    expect(mail.subject).toBe('Hello')
    expect(mail.text?.trim()).toBe('Plain hello')
    expect(mail.html).toContain('<p>HTML hello</p>')
    expect(mail.from?.value).toEqual([{ name: 'Coach', address: 'hello@example.com' }])
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1 })

    await outbox.drainOutbox(payload)
    expect(sink.to('reader@example.com')).toHaveLength(1)
  })

  it('records a message once per recipient and purpose', async () => {
    const message = { to: 'once@example.com', purpose: 'test:once', subject: 'Once', text: 'once' }
    const first = await outbox.enqueueEmail(payload, message)
    const again = await Promise.all([1, 2, 3].map(() => outbox.enqueueEmail(payload, message)))
    expect(again.every((result) => !result.created && result.id === first.id)).toBe(true)
    await outbox.drainOutbox(payload)
    await outbox.drainOutbox(payload)
    expect(sink.to('once@example.com')).toHaveLength(1)
  })

  it('keeps a message the mail server refuses, and delivers it exactly once on the retry after the backoff', async () => {
    jest.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const { id } = await outbox.enqueueEmail(payload, {
      to: 'retry@example.com',
      purpose: 'test:retry',
      subject: 'Try again',
      text: 'second time lucky',
    })
    // The clock starts once the message is queued: it is due from the moment it was queued
    let clock = Date.now()
    const now = () => clock
    sink.state.failNext = 1

    expect(await outbox.drainOutbox(payload, { now })).toMatchObject({ sent: 0, retried: 1 })
    const failed = await stored(id)
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 })
    expect(failed.lastError).toMatch(/451/)
    expect(sink.to('retry@example.com')).toHaveLength(0)

    clock += 10_000
    expect(await outbox.drainOutbox(payload, { now })).toMatchObject({ sent: 0, retried: 0 })
    clock += outbox.retryDelayMs(1)
    expect(await outbox.drainOutbox(payload, { now })).toMatchObject({ sent: 1 })
    clock += 60 * 60 * 1000
    await outbox.drainOutbox(payload, { now })

    expect(sink.to('retry@example.com')).toHaveLength(1)
    expect(sink.state.refused).toBe(1)
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('marks a message failed with its last error after the last attempt; the owner can retry it', async () => {
    jest.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const { id } = await outbox.enqueueEmail(payload, {
      to: 'down@example.com',
      purpose: 'test:down',
      subject: 'x',
      text: 'x',
    })
    // The clock starts once the message is queued: it is due from the moment it was queued
    let clock = Date.now()
    const now = () => clock
    sink.state.failNext = 2
    await outbox.drainOutbox(payload, { now, maxAttempts: 2 })
    clock += outbox.retryDelayMs(1)
    expect(await outbox.drainOutbox(payload, { now, maxAttempts: 2 })).toMatchObject({ failed: 1 })
    expect(await stored(id)).toMatchObject({ status: 'failed', attempts: 2 })
    expect((await stored(id)).lastError).toMatch(/Mailbox busy/)

    clock += 24 * 60 * 60 * 1000
    await outbox.drainOutbox(payload, { now, maxAttempts: 2 })
    expect(sink.to('down@example.com')).toHaveLength(0)

    await outbox.retryEmail(payload, id, clock)
    await outbox.drainOutbox(payload, { now, maxAttempts: 2 })
    expect(sink.to('down@example.com')).toHaveLength(1)
  })

  it('lets an admin retry a failed message from the admin by setting it back to queued', async () => {
    const { id } = await outbox.enqueueEmail(payload, {
      to: 'admin-retry@example.com',
      purpose: 'test:admin',
      subject: 'x',
      text: 'x',
    })
    await payload.update({
      collection: 'email-outbox',
      id,
      data: { status: 'failed', attempts: 8, nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString() },
      overrideAccess: true,
    })
    const adminId = await api.createMember('owner@example.com', 'Owner-password-123', { admin: true })
    const admin = await payload.findByID({ collection: 'users', id: adminId })
    await payload.update({
      collection: 'email-outbox',
      id,
      data: { status: 'queued' },
      user: { ...admin, collection: 'users' },
      overrideAccess: false,
    })
    await outbox.drainOutbox(payload)
    expect(sink.to('admin-retry@example.com')).toHaveLength(1)
  })

  it('re-sends after a crash only a message that was in flight, once its claim is stale', async () => {
    let clock = Date.now()
    const now = () => clock
    const { id } = await outbox.enqueueEmail(payload, {
      to: 'crash@example.com',
      purpose: 'test:crash',
      subject: 'x',
      text: 'x',
    })
    const { id: sentId } = await outbox.enqueueEmail(payload, {
      to: 'crash-sent@example.com',
      purpose: 'test:crash',
      subject: 'x',
      text: 'x',
    })
    clock = Date.now()
    await outbox.drainOutbox(payload, { now })
    expect(sink.to('crash-sent@example.com')).toHaveLength(1)
    // The process died between the claim and the result: the message stays "sending"
    await payload.update({
      collection: 'email-outbox',
      id,
      data: { status: 'sending', claimedAt: new Date(clock).toISOString() },
      overrideAccess: true,
    })
    const before = sink.to('crash@example.com').length

    await outbox.drainOutbox(payload, { now })
    expect(sink.to('crash@example.com')).toHaveLength(before)
    clock += outbox.IN_FLIGHT_TIMEOUT_MS + 1000
    expect(await outbox.drainOutbox(payload, { now })).toMatchObject({ recovered: 1, sent: 1 })
    expect(sink.to('crash@example.com')).toHaveLength(before + 1)
    expect(sink.to('crash-sent@example.com')).toHaveLength(1)
    expect((await stored(sentId)).status).toBe('sent')
  })

  it('lets one drain at a time send: a second concurrent drain sends nothing twice', async () => {
    for (let i = 0; i < 12; i++) {
      await outbox.enqueueEmail(payload, {
        to: `many${i}@example.com`,
        purpose: 'test:many',
        subject: 'x',
        text: 'x',
      })
    }
    await Promise.all([outbox.drainOutbox(payload), outbox.drainOutbox(payload), outbox.drainOutbox(payload)])
    await outbox.drainOutbox(payload)
    for (let i = 0; i < 12; i++) expect(sink.to(`many${i}@example.com`)).toHaveLength(1)
  })

  it('records what Payload itself sends (the password-reset e-mail) in the outbox', async () => {
    await api.createMember('forgetful@example.com', 'Forgetful-password-123')
    await payload.forgotPassword({ collection: 'users', data: { email: 'forgetful@example.com' } })
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'forgetful@example.com' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].subject).toBe('Reset your password')
    await outbox.drainOutbox(payload)
    const [mail] = sink.to('forgetful@example.com')
    expect(mail.html).toContain('/reset-password?token=')
  })
})
