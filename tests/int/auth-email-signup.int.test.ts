import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { SITE, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

afterEach(() => {
  jest.restoreAllMocks()
})

const signUp = (body: unknown) => api.call('POST', '/email-signup', { body })

/** The e-mails recorded in the outbox for the job queue to send. */
const queued = async () =>
  (await payload.find({ collection: 'email-outbox', sort: 'id', pagination: false, overrideAccess: true }))
    .docs

const storedEmails = async () =>
  (await payload.find({ collection: 'email-signups', pagination: false })).docs.map((doc) => doc.email)

describe('POST /api/email-signup', () => {
  it('stores a new address trimmed and lower-cased, answers 201 and queues the confirmation e-mail', async () => {
    const response = await signUp({ email: '  Reader@Example.COM ' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: "You've been added to the list. Check your email for next steps.",
    })
    expect(await storedEmails()).toEqual(['reader@example.com'])
    const mails = await queued()
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe('reader@example.com')
    expect(String(mails[0].text)).toContain(`${SITE}/api/email-signup/confirm?token=`)
    expect(String(mails[0].html)).toContain(`href="${SITE}/api/email-signup/confirm?token=`)
  })

  it('answers 200 for an address already on the list, in any case, and stores it once', async () => {
    const response = await signUp({ email: 'READER@example.com' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: "You've been added to the list. Check your email for next steps.",
    })
    expect(await storedEmails()).toEqual(['reader@example.com'])
    expect(await queued()).toHaveLength(1)
  })

  it('stores one record when the same address arrives 10 times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signUp({ email: 'burst@example.com' })),
    )
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true)
    expect((await storedEmails()).filter((email) => email === 'burst@example.com')).toHaveLength(1)
  })

  it.each([[{ email: 'not-an-email' }], [{}], [{ email: 42 }]])(
    'answers 400 "Please enter a valid email address" for %j',
    async (body) => {
      const response = await signUp(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Please enter a valid email address' })
    },
  )

  it('answers 201 without waiting for the mail server', async () => {
    const transmit = jest.spyOn(payload, 'sendEmail')
    const response = await signUp({ email: 'offline@example.com' })
    expect(transmit).not.toHaveBeenCalled()
    expect(response.status).toBe(201)
    expect(await storedEmails()).toContain('offline@example.com')
  })
})
