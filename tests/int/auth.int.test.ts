import type { Payload } from 'payload'

import { cookieFrom, meEmail, SITE, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

const json = async (response: Response) => (await response.json()) as Record<string, unknown>

describe('GET /api/auth/me', () => {
  it('answers 200 with no user when logged out (nothing for the browser to log as an error)', async () => {
    const response = await api.call('GET', '/auth/me')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await json(response)).toEqual({ user: null })
  })

  it('ignores the cookie of a request from a foreign origin (CSRF allow-list)', async () => {
    await api.createMember('csrf@example.com', 'csrf-password')
    const cookie = await api.login('csrf@example.com', 'csrf-password')
    expect(await meEmail(api, { cookie, headers: { Origin: 'https://evil.example' } })).toBeNull()
    const sameOrigin = await api.call('GET', '/auth/me', {
      cookie,
      headers: { Origin: 'http://localhost:3000' },
    })
    expect(sameOrigin.status).toBe(200)
  })

  it('honours the cookie of a request without Origin or Sec-Fetch-Site only, never of one a browser marks cross-site', async () => {
    await api.createMember('cross-site-get@example.com', 'cross-site-password')
    const cookie = await api.login('cross-site-get@example.com', 'cross-site-password')
    const me = await api.call('GET', '/auth/me', { cookie })
    const { user } = (await json(me)) as { user: { id: number; email: string } }
    expect(user.email).toBe('cross-site-get@example.com')

    const crossSite = { 'Sec-Fetch-Site': 'cross-site' }
    expect(await meEmail(api, { cookie, headers: crossSite })).toBeNull()
    const progress = await api.call('GET', `/course-progress/${user.id}`, { cookie, headers: crossSite })
    expect(progress.status).toBe(401)
    expect(await json(progress)).toEqual({ error: 'Not authenticated' })
    expect(await meEmail(api, { cookie, headers: { 'Sec-Fetch-Site': 'same-origin' } })).toBe(
      'cross-site-get@example.com',
    )
  })

  it('answers no user for a forged or stale cookie', async () => {
    expect(await meEmail(api, { cookie: 'payload-token=not-a-jwt' })).toBeNull()
  })

  it('answers the current user with id, email, name, createdAt and requirePasswordChange, at the top level and as `user`', async () => {
    await api.createMember('me@example.com', 'me-password-1')
    const cookie = await api.login('me@example.com', 'me-password-1')
    const response = await api.call('GET', '/auth/me', { cookie })
    expect(response.status).toBe(200)
    const body = (await json(response)) as { user: Record<string, unknown> }
    expect(Object.keys(body.user).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'name',
      'requirePasswordChange',
    ])
    expect(body.user).toMatchObject({ email: 'me@example.com', name: null, requirePasswordChange: false })
    expect(Number.isNaN(Date.parse(String(body.user.createdAt)))).toBe(false)
    // Spec §7 lists the fields as the answer itself
    expect(body).toEqual({ ...body.user, user: body.user })
  })
})

describe('POST /api/auth/signup', () => {
  it('creates a member (201) with the name, not requiring a password change', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: '  New.Member@Example.com ', password: 'new-member-pw', name: 'New Member' },
    })
    expect(response.status).toBe(201)
    const body = (await json(response)) as { user: Record<string, unknown> }
    expect(body.user).toMatchObject({
      email: 'new.member@example.com',
      name: 'New Member',
      requirePasswordChange: false,
    })
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'new.member@example.com' } },
    })
    expect(docs[0].roles).toEqual(['member'])
  })

  it('does not sign the new user in', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'quiet@example.com', password: 'quiet-password' },
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'NEW.MEMBER@example.com', password: 'another-password' },
    })
    expect(response.status).toBe(409)
    expect(await json(response)).toEqual({ error: 'An account with this email already exists' })
  })

  it('answers 400 "Password must be at least 8 characters" for a short password', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'short@example.com', password: 'short' },
    })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Password must be at least 8 characters' })
  })

  it('answers 400 "Please enter a valid email address" for a bad e-mail', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'nope', password: 'long-enough-1' },
    })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Please enter a valid email address' })
  })

  it('refuses a password of only spaces and an address the users collection would refuse, creating no account', async () => {
    const spaces = await api.call('POST', '/auth/signup', {
      body: { email: 'spaces@example.com', password: ' '.repeat(10) },
    })
    expect(spaces.status).toBe(400)
    expect(await json(spaces)).toEqual({ error: 'Password must not be only spaces' })
    const hyphen = await api.call('POST', '/auth/signup', {
      body: { email: 'hyphen@example-.com', password: 'long-enough-1' },
    })
    expect(hyphen.status).toBe(400)
    expect(await json(hyphen)).toEqual({ error: 'Please enter a valid email address' })
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { in: ['spaces@example.com', 'hyphen@example-.com'] } },
    })
    expect(totalDocs).toBe(0)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await api.call('POST', '/auth/signup', { rawBody: '{"email":' })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Request body must be valid JSON' })
  })

  it('answers 400 for a JSON body that is not an object', async () => {
    const response = await api.call('POST', '/auth/signup', { rawBody: '["a@example.com"]' })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Request body must be a JSON object' })
  })

  it('ignores a role in the body: a sign-up is always a member', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'sneaky@example.com', password: 'sneaky-password', roles: ['admin'] },
    })
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'sneaky@example.com' } },
    })
    expect(docs[0].roles).toEqual(['member'])
  })
})

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await api.createMember('login@example.com', 'login-password')
  })

  it('sets the HttpOnly payload-token cookie and answers the user with requirePasswordChange', async () => {
    const response = await api.call('POST', '/auth/login', {
      body: { email: 'Login@Example.com', password: 'login-password' },
    })
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^payload-token=[^;]+;/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    const body = (await json(response)) as { user: Record<string, unknown>; requirePasswordChange: boolean }
    expect(body.user).toMatchObject({ email: 'login@example.com', requirePasswordChange: false })
    expect(body.requirePasswordChange).toBe(false)
    expect((await api.call('GET', '/auth/me', { cookie: cookieFrom(response) })).status).toBe(200)
  })

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await api.call('POST', '/auth/login', {
      body: { email: 'login@example.com', password: 'wrong-password' },
    })
    const unknownEmail = await api.call('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: 'login-password' },
    })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(await json(wrongPassword)).toEqual({ error: 'Invalid email or password' })
    expect(await json(unknownEmail)).toEqual({ error: 'Invalid email or password' })
    expect(wrongPassword.headers.get('set-cookie')).toBeNull()
  })

  it('answers 400 "Password is required" and "Please enter a valid email address"', async () => {
    const noPassword = await api.call('POST', '/auth/login', {
      body: { email: 'login@example.com', password: '' },
    })
    expect(noPassword.status).toBe(400)
    expect(await json(noPassword)).toEqual({ error: 'Password is required' })
    // Payload will not check a password of only spaces: the same 400 as an empty one, in our shape.
    const spaces = await api.call('POST', '/auth/login', {
      body: { email: 'login@example.com', password: '   ' },
    })
    expect(spaces.status).toBe(400)
    expect(await json(spaces)).toEqual({ error: 'Password is required' })
    const badEmail = await api.call('POST', '/auth/login', { body: { email: 'login', password: 'x' } })
    expect(badEmail.status).toBe(400)
    expect(await json(badEmail)).toEqual({ error: 'Please enter a valid email address' })
  })

  it('locks the account after 5 failures: 423 with the time to wait, even with the right password', async () => {
    await api.createMember('locked@example.com', 'locked-password')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api.call('POST', '/auth/login', {
        body: { email: 'locked@example.com', password: `wrong-${attempt}` },
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses[4]).toBe(423)

    const response = await api.call('POST', '/auth/login', {
      body: { email: 'locked@example.com', password: 'locked-password' },
    })
    expect(response.status).toBe(423)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(((await json(response)) as { error: string }).error).toBe(
      'This account is locked after too many failed sign-in attempts. Please try again in 10 minutes.',
    )
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('POST /api/auth/logout', () => {
  it('expires the cookie and ends the session, so the old token no longer works', async () => {
    await api.createMember('logout@example.com', 'logout-password')
    const cookie = await api.login('logout@example.com', 'logout-password')
    const response = await api.call('POST', '/auth/logout', { cookie })
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^payload-token=;/)
    expect(new Date(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '').getTime()).toBeLessThan(Date.now())
    expect(await meEmail(api, { cookie })).toBeNull()
  })

  it('answers 200 and expires the cookie when already logged out', async () => {
    const response = await api.call('POST', '/auth/logout')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^payload-token=;/)
  })
})

describe('POST /api/auth/change-password', () => {
  const email = 'changer@example.com'
  let cookie: string
  let otherDevice: string

  beforeAll(async () => {
    await api.createMember(email, 'first-password', { requirePasswordChange: true })
    otherDevice = await api.login(email, 'first-password')
    cookie = await api.login(email, 'first-password')
  })

  const change = (body: Record<string, string>, as = cookie) =>
    api.call('POST', '/auth/change-password', { body, cookie: as })

  it('answers 401 when logged out', async () => {
    const response = await api.call('POST', '/auth/change-password', {
      body: { currentPassword: 'x', newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
    })
    expect(response.status).toBe(401)
  })

  it('answers 400 "Current password is incorrect" for a wrong current password', async () => {
    const response = await change({
      currentPassword: 'nope',
      newPassword: 'second-pass',
      confirmPassword: 'second-pass',
    })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: 'Current password is incorrect' })
  })

  it('counts a wrong current password against the account lockout, as a sign-in does: 423 and a locked login after 5', async () => {
    await api.createMember('guesser@example.com', 'guessed-password-1')
    const stolen = await api.login('guesser@example.com', 'guessed-password-1')
    const guess = (currentPassword: string) =>
      change({ currentPassword, newPassword: 'taken-over-1', confirmPassword: 'taken-over-1' }, stolen)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await guess(`wrong-${attempt}`)
      expect(response.status).toBe(400)
      expect(await json(response)).toEqual({ error: 'Current password is incorrect' })
    }
    const locked = await guess('guessed-password-1')
    expect(locked.status).toBe(423)
    expect(((await json(locked)) as { error: string }).error).toMatch(/^This account is locked/)
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'guesser@example.com', password: 'guessed-password-1' },
    })
    expect(login.status).toBe(423)
  })

  it('gives the checks back after a right current password, as a successful sign-in does', async () => {
    await api.createMember('forgetful@example.com', 'forgetful-pass-1')
    const own = await api.login('forgetful@example.com', 'forgetful-pass-1')
    const body = (currentPassword: string) => ({
      currentPassword,
      newPassword: 'remembered-pass-2',
      confirmPassword: 'remembered-pass-2',
    })
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await change(body(`wrong-${attempt}`), own)).status).toBe(400)
    }
    expect((await change(body('forgetful-pass-1'), own)).status).toBe(200)
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'forgetful@example.com', password: 'remembered-pass-2' },
    })
    expect(login.status).toBe(200)
  })

  it('refuses a new password equal to the current one', async () => {
    const response = await change({
      currentPassword: 'first-password',
      newPassword: 'first-password',
      confirmPassword: 'first-password',
    })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({
      error: 'New password must be different from the current password',
    })
  })

  it.each([
    [
      { currentPassword: '', newPassword: 'second-pass', confirmPassword: 'second-pass' },
      'Current password is required',
    ],
    [
      { currentPassword: 'first-password', newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 8 characters',
    ],
    [
      { currentPassword: 'first-password', newPassword: 'second-pass', confirmPassword: '' },
      'Please confirm your password',
    ],
    [
      { currentPassword: 'first-password', newPassword: 'second-pass', confirmPassword: 'other-pass' },
      'Passwords do not match',
    ],
  ])('answers 400 with the schema message %#', async (body, message) => {
    const response = await change(body)
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: message })
  })

  it('changes the password, clears the flag, keeps this session and ends the others', async () => {
    const response = await change({
      currentPassword: 'first-password',
      newPassword: 'second-password',
      confirmPassword: 'second-password',
    })
    expect(response.status).toBe(200)
    expect(
      ((await json(response)) as { user: { requirePasswordChange: boolean } }).user.requirePasswordChange,
    ).toBe(false)

    const me = await api.call('GET', '/auth/me', { cookie })
    expect(me.status).toBe(200)
    expect(
      ((await json(me)) as { user: { requirePasswordChange: boolean } }).user.requirePasswordChange,
    ).toBe(false)
    expect(await meEmail(api, { cookie: otherDevice })).toBeNull()

    const oldPassword = await api.call('POST', '/auth/login', { body: { email, password: 'first-password' } })
    expect(oldPassword.status).toBe(401)
    await expect(api.login(email, 'second-password')).resolves.toMatch(/^payload-token=/)
  })
})

describe('a call sent with the wrong method', () => {
  it.each([
    ['GET', '/auth/login', 'POST'],
    ['GET', '/create-checkout-session', 'POST'],
    ['GET', '/session-booking/confirm', 'POST'],
    ['GET', '/course/checkout', 'POST'],
    ['DELETE', '/course-progress', 'POST'],
    ['POST', '/seminar-events', 'GET'],
    ['PUT', '/unsubscribe', 'GET, POST'],
    ['POST', '/course-progress/1', 'GET'],
  ])('%s %s answers 405 naming the method to use, with Allow', async (method, path, allow) => {
    const response = await api.call(method, path, { headers: { Origin: SITE } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expect(await response.json()).toEqual({
      error: `${method} is not allowed here: use ${allow.replace(', ', ' or ')}`,
    })
  })
})

describe("Payload's own routes beside the 405 answers", () => {
  it('still answers GET /api/access and a collection read', async () => {
    expect((await api.call('GET', '/access')).status).toBe(200)
    expect((await api.call('GET', '/programs?limit=1')).status).toBe(200)
  })
})
