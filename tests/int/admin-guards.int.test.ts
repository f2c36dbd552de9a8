import type { Payload } from 'payload'

import { SITE, startApi, type ApiClient, type CallOptions } from './helpers/authApi'

const OWNER = 'owner@example.com'
const OWNER_PASSWORD = 'owner-password-guard-1'

let api: ApiClient
let payload: Payload
let ownerCookie: string
let outbox: typeof import('@/platform/mail/outbox')

beforeAll(async () => {
  api = await startApi({ ADMIN_EMAIL: OWNER })
  payload = api.payload
  outbox = await import('@/platform/mail/outbox')
  await api.createMember(OWNER, OWNER_PASSWORD, { admin: true })
  ownerCookie = await api.login(OWNER, OWNER_PASSWORD)
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

/** The owner's call from the admin (same origin, the owner's session). */
const asOwner = (method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { cookie: ownerCookie, ...options, headers: { Origin: SITE, ...options.headers } })

/** The message of a refused REST call: Payload's `{ errors: [{ message }] }`. */
const errorOf = async (response: Response) =>
  ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message

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
})
