import { jest } from '@jest/globals'
import type { Payload, SendEmailOptions } from 'payload'

import { COMMON_PASSWORD_MESSAGE } from '@/platform/passwordPolicy'
import { INVALID_RESET_LINK_MESSAGE, RESET_LINK_SENT_MESSAGE } from '@/features/accounts/resetMessages'

import { meEmail, SITE, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload
let sent: SendEmailOptions[]
/** Payload's forgotPassword calls made by the endpoint; their promises settle when the e-mail is out. */
let forgotRuns: { mock: { results: { value: unknown }[] } }

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

beforeEach(() => {
  sent = []
  jest.spyOn(payload.email, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => {
    sent.push(message)
  })
  forgotRuns = jest.spyOn(payload, 'forgotPassword')
})

afterEach(() => {
  jest.restoreAllMocks()
})

/** The endpoint answers before Payload looks the address up and sends the e-mail: wait for that work. */
const settleForgotRuns = async () => {
  await Promise.allSettled(forgotRuns.mock.results.map((result) => result.value))
}

const forgot = (body: unknown) => api.call('POST', '/auth/forgot-password', { body })
const reset = (body: unknown) => api.call('POST', '/auth/reset-password', { body })

const LINK = new RegExp(`${SITE}/reset-password\\?token=([0-9a-f]+)`)

/** Asks for a reset link for `email` and returns the token of the e-mailed link. */
async function requestResetToken(email: string): Promise<string> {
  const response = await forgot({ email })
  expect(response.status).toBe(200)
  await settleForgotRuns()
  const message = sent.find((mail) => mail.to === email)
  const token = String(message?.html ?? '').match(LINK)?.[1]
  if (!token) throw new Error(`no reset link e-mailed to ${email}`)
  return token
}

const storedUser = (email: string) =>
  payload.db.findOne<{ id: number } & Record<string, unknown>>({
    collection: 'users',
    where: { email: { equals: email } },
  })

const loginStatus = async (email: string, password: string) =>
  (await api.call('POST', '/auth/login', { body: { email, password } })).status

describe('POST /api/auth/forgot-password', () => {
  it('answers the same 200 and body for a registered and an unknown e-mail, and mails only the account', async () => {
    await api.createMember('known@example.com', 'known-password-1')

    const known = await forgot({ email: 'known@example.com' })
    const unknown = await forgot({ email: 'nobody@example.com' })
    expect(forgotRuns).toHaveBeenCalledTimes(2)
    await settleForgotRuns()

    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const knownBody = await known.text()
    expect(knownBody).toBe(await unknown.text())
    expect(JSON.parse(knownBody)).toEqual({ message: RESET_LINK_SENT_MESSAGE })
    expect(known.headers.get('set-cookie')).toBeNull()

    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'known@example.com', subject: 'Reset your password' })
    const token = String(sent[0].html).match(LINK)?.[1]
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    expect((await storedUser('known@example.com'))?.resetPasswordToken).toBe(token)
  })

  it('makes the link valid for one hour', async () => {
    await api.createMember('hour@example.com', 'hour-password-1')
    const before = Date.now()
    await requestResetToken('hour@example.com')
    const expiresAt = Date.parse(String((await storedUser('hour@example.com'))?.resetPasswordExpiration))
    expect(expiresAt - before).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000)
    expect(expiresAt - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5000)
  })

  it('matches the address case-insensitively', async () => {
    await api.createMember('mixed@example.com', 'mixed-password-1')
    const response = await forgot({ email: '  Mixed@Example.COM ' })
    await settleForgotRuns()
    expect(response.status).toBe(200)
    expect(sent.map((mail) => mail.to)).toEqual(['mixed@example.com'])
  })

  it('sends no second e-mail to the same account within 10 minutes, with the same answer', async () => {
    await api.createMember('twice@example.com', 'twice-password-1')
    await requestResetToken('twice@example.com')
    const again = await forgot({ email: 'twice@example.com' })
    await settleForgotRuns()
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE })
    expect(sent).toHaveLength(1)
  })

  it('answers 200 even when the e-mail cannot be sent, and logs the failure', async () => {
    await api.createMember('smtp-down@example.com', 'smtp-down-password')
    jest.spyOn(payload.email, 'sendEmail').mockRejectedValue(new Error('SMTP down'))
    const logged = jest.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const response = await forgot({ email: 'smtp-down@example.com' })
    await settleForgotRuns()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE })
    expect(logged).toHaveBeenCalled()
  })

  it("carries `next` on the e-mailed link, so signing in with the new password leads there (an expired set-password link's first lesson)", async () => {
    await api.createMember('buyer-next@example.com', 'buyer-next-password')
    const response = await forgot({ email: 'buyer-next@example.com', next: '/how-to-let-go/lesson-1-1' })
    await settleForgotRuns()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE })
    const token = (await storedUser('buyer-next@example.com'))?.resetPasswordToken
    expect(String(sent[0]?.html)).toContain(
      `${SITE}/reset-password?token=${token}&next=/how-to-let-go/lesson-1-1"`,
    )

    // Without it, the link is the plain one.
    await api.createMember('plain@example.com', 'plain-password-1')
    await forgot({ email: 'plain@example.com' })
    await settleForgotRuns()
    expect(String(sent[1]?.html)).not.toContain('next=')
  })

  it.each([
    ['another site', '//elsewhere.example/steal'],
    ['an absolute address', 'https://elsewhere.example/'],
    ['a tab that a browser would drop', '/\t/elsewhere.example'],
    ['not text', 42],
  ])('answers 400 for a `next` that is %s, and sends nothing', async (what, next) => {
    const email = `next-${what.replace(/\W+/g, '-')}@example.com`
    await api.createMember(email, 'next-password-12')
    const response = await forgot({ email, next })
    await settleForgotRuns()
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'next must be a path of this site, starting with /' })
    expect(sent).toHaveLength(0)
  })

  it.each([
    ['a malformed address', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a missing address', {}, 'Please enter a valid email address'],
    ['a query operator', { email: { $gt: '' } }, 'Please enter a valid email address'],
    ['an array body', ['known@example.com'], 'Request body must be a JSON object'],
  ])('answers 400 for %s and sends nothing', async (_case, body, error) => {
    const response = await forgot(body)
    await settleForgotRuns()
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(sent).toHaveLength(0)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await api.call('POST', '/auth/forgot-password', { rawBody: '{"email":' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Request body must be valid JSON' })
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password from the e-mailed link: the new one signs in, the old one does not', async () => {
    await api.createMember('reset@example.com', 'old-password-1', { requirePasswordChange: true })
    const oldSession = await api.login('reset@example.com', 'old-password-1')
    const token = await requestResetToken('reset@example.com')
    const resetRuns = jest.spyOn(payload, 'resetPassword')

    const response = await reset({
      token,
      password: 'fresh quiet harbour',
      confirmPassword: 'fresh quiet harbour',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
    })
    // Not signed in by the reset: no cookie, and the session Payload opened for the reset has ended.
    expect(response.headers.get('set-cookie')).toBeNull()
    await resetRuns.mock.results[0].value
    expect((await storedUser('reset@example.com'))?.sessions ?? []).toEqual([])

    expect(await loginStatus('reset@example.com', 'old-password-1')).toBe(401)
    const newSession = await api.login('reset@example.com', 'fresh quiet harbour')
    const me = await api.call('GET', '/auth/me', { cookie: newSession })
    expect(
      ((await me.json()) as { user: { requirePasswordChange: boolean } }).user.requirePasswordChange,
    ).toBe(false)
    // The session opened before the reset has ended.
    expect(await meEmail(api, { cookie: oldSession })).toBeNull()
    expect((await storedUser('reset@example.com'))?.resetPasswordToken).toBeNull()
  })

  it('refuses the same link a second time', async () => {
    await api.createMember('once@example.com', 'once-password-1')
    const token = await requestResetToken('once@example.com')
    const first = await reset({ token, password: 'first new secret', confirmPassword: 'first new secret' })
    expect(first.status).toBe(200)

    const second = await reset({ token, password: 'second new secret', confirmPassword: 'second new secret' })
    expect(second.status).toBe(400)
    expect(await second.json()).toEqual({ error: INVALID_RESET_LINK_MESSAGE })
    expect(await loginStatus('once@example.com', 'second new secret')).toBe(401)
    expect(await loginStatus('once@example.com', 'first new secret')).toBe(200)
  })

  it('refuses an expired link and keeps the old password', async () => {
    await api.createMember('expired@example.com', 'expired-password-1')
    const token = await requestResetToken('expired@example.com')
    const user = await storedUser('expired@example.com')
    await payload.db.updateOne({
      collection: 'users',
      id: user?.id as number,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })

    const response = await reset({ token, password: 'too late secret', confirmPassword: 'too late secret' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: INVALID_RESET_LINK_MESSAGE })
    expect(await loginStatus('expired@example.com', 'expired-password-1')).toBe(200)
  })

  it.each([
    ['an unknown token', { token: 'f'.repeat(40) }],
    ['an empty token', { token: '' }],
    ['a missing token', {}],
    ['a query operator as token', { token: { $ne: '' } }],
    ['a 10 kB token', { token: 'a'.repeat(10_000) }],
  ])('answers 400 "This reset link is invalid or has expired." for %s', async (_case, tokenPart) => {
    const response = await reset({
      ...tokenPart,
      password: 'valid new secret',
      confirmPassword: 'valid new secret',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: INVALID_RESET_LINK_MESSAGE })
  })

  it('refuses a common password and leaves the link usable', async () => {
    await api.createMember('common@example.com', 'common-password-1')
    const token = await requestResetToken('common@example.com')

    const common = await reset({ token, password: 'password', confirmPassword: 'password' })
    expect(common.status).toBe(400)
    expect(await common.json()).toEqual({ error: COMMON_PASSWORD_MESSAGE })

    const good = await reset({ token, password: 'uncommon lantern', confirmPassword: 'uncommon lantern' })
    expect(good.status).toBe(200)
  })

  it("refuses a common password through Payload's own /api/users/reset-password too", async () => {
    await api.createMember('payload-route@example.com', 'payload-route-pw')
    const token = await requestResetToken('payload-route@example.com')
    const response = await api.call('POST', '/users/reset-password', {
      body: { token, password: 'password' },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(COMMON_PASSWORD_MESSAGE)
    expect(await loginStatus('payload-route@example.com', 'payload-route-pw')).toBe(200)
  })

  it('refuses different passwords with "Passwords do not match"', async () => {
    const response = await reset({
      token: 'a'.repeat(40),
      password: 'one new secret',
      confirmPassword: 'another one',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Passwords do not match' })
  })

  it('refuses a password under 8 characters with "Password must be at least 8 characters"', async () => {
    const response = await reset({ token: 'a'.repeat(40), password: 'short', confirmPassword: 'short' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Password must be at least 8 characters' })
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await api.call('POST', '/auth/reset-password', { rawBody: 'token=abc' })
    expect(response.status).toBe(400)
  })

  it('refuses a link e-mailed before the member changed their password', async () => {
    await api.createMember('changed@example.com', 'changed-password-1')
    const token = await requestResetToken('changed@example.com')
    const cookie = await api.login('changed@example.com', 'changed-password-1')
    const changed = await api.call('POST', '/auth/change-password', {
      cookie,
      body: {
        currentPassword: 'changed-password-1',
        newPassword: 'changed-password-2',
        confirmPassword: 'changed-password-2',
      },
    })
    expect(changed.status).toBe(200)
    expect(await storedUser('changed@example.com')).toMatchObject({
      resetPasswordToken: null,
      resetPasswordExpiration: null,
    })

    const late = await reset({
      token,
      password: 'attacker-password-3',
      confirmPassword: 'attacker-password-3',
    })

    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ error: INVALID_RESET_LINK_MESSAGE })
    expect(await loginStatus('changed@example.com', 'changed-password-2')).toBe(200)
  })

  it("refuses a link e-mailed before an admin set the member's password", async () => {
    await api.createMember('edited-admin@example.com', 'edited-admin-password-1', { admin: true })
    const memberId = await api.createMember('edited@example.com', 'edited-password-1')
    const token = await requestResetToken('edited@example.com')
    const adminCookie = await api.login('edited-admin@example.com', 'edited-admin-password-1')
    const edited = await api.call('PATCH', `/users/${memberId}`, {
      cookie: adminCookie,
      headers: { Origin: SITE },
      body: { password: 'edited-password-2' },
    })
    expect(edited.status).toBe(200)

    const late = await reset({
      token,
      password: 'attacker-password-3',
      confirmPassword: 'attacker-password-3',
    })

    expect(late.status).toBe(400)
    expect(await loginStatus('edited@example.com', 'edited-password-2')).toBe(200)
  })
})

describe('a second reset request', () => {
  /** Moves the account's last reset request back 11 minutes, past the one-per-10-minutes rule. */
  const elevenMinutesLater = async (email: string) => {
    const account = await storedUser(email)
    await payload.db.updateOne({
      collection: 'users',
      id: account!.id,
      data: { resetPasswordRequestedAt: new Date(Date.now() - 11 * 60 * 1000).toISOString() },
      returning: false,
    })
  }

  it('carries the same link with the same expiry: asking again never makes a link live longer', async () => {
    await api.createMember('kept@example.com', 'kept-password-1')
    const token = await requestResetToken('kept@example.com')
    const account = await storedUser('kept@example.com')
    // The link was sent 50 minutes ago
    const expires = new Date(Date.now() + 10 * 60 * 1000).toISOString()
    await payload.db.updateOne({
      collection: 'users',
      id: account!.id,
      data: { resetPasswordExpiration: expires },
      returning: false,
    })
    await elevenMinutesLater('kept@example.com')
    sent = []

    expect(await requestResetToken('kept@example.com')).toBe(token)

    expect((await storedUser('kept@example.com'))?.resetPasswordExpiration).toBe(expires)
    const until = new Date(expires)
    const hhmm = `${String(until.getUTCHours()).padStart(2, '0')}:${String(until.getUTCMinutes()).padStart(2, '0')} UTC`
    expect(String(sent[0].html)).toContain(`The link works once, until ${hhmm} on `)
  })

  it('is sent through the outbox, not taken for the first e-mail carrying the same link', async () => {
    jest.restoreAllMocks()
    forgotRuns = jest.spyOn(payload, 'forgotPassword')
    const outboxRows = async () =>
      (
        await payload.find({
          collection: 'email-outbox',
          where: { to: { equals: 'outbox-reset@example.com' } },
          pagination: false,
          overrideAccess: true,
        })
      ).docs
    await api.createMember('outbox-reset@example.com', 'outbox-reset-password-1')
    await forgot({ email: 'outbox-reset@example.com' })
    await settleForgotRuns()
    expect(await outboxRows()).toHaveLength(1)
    await elevenMinutesLater('outbox-reset@example.com')
    // The clock of the e-mail's request time moves on too
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 11 * 60 * 1000)

    await forgot({ email: 'outbox-reset@example.com' })
    await settleForgotRuns()

    const rows = await outboxRows()
    expect(rows).toHaveLength(2)
    const links = rows.map((row) => String(row.html).match(LINK)?.[1])
    expect(links[1]).toBe(links[0])
  })
})
