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
