/**
 * Attacks on the site's rules (docs/security.md), each written as the attack: a test passes only
 * when the attack fails. The production limits (RATE_LIMIT_FACTOR 1) and a trusted proxy, so each attack
 * can speak from addresses of its own, as a botnet would.
 */
import { jest } from '@jest/globals'
import type { Payload, SendEmailOptions } from 'payload'

import { DEMO_IMPORT_PASSWORD } from '@/platform/env'
import { COMMON_PASSWORD_MESSAGE, passwordPolicyError } from '@/platform/passwordPolicy'
import { richTextParagraphs } from '@/seed/richText'

import { cookieFrom, startApi, SITE, type ApiClient, type CallOptions } from './helpers/authApi'

const IMPORT_PASSWORD = 'Shared-Import-Secret-71'

let api: ApiClient
let payload: Payload
let graphqlPost: (request: Request) => Promise<Response>
let adminCookie: string

beforeAll(async () => {
  api = await startApi({
    RATE_LIMIT_FACTOR: '1',
    TRUST_PROXY: 'true',
    IMPORT_DEFAULT_PASSWORD: IMPORT_PASSWORD,
    IMPORTED_PASSWORD_TTL_DAYS: '14',
  })
  payload = api.payload
  graphqlPost = (await import('@/app/(payload)/api/graphql/route')).POST
  await api.createMember('owner@example.com', 'owner-password-71', { admin: true })
  adminCookie = await api.login('owner@example.com', 'owner-password-71')
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

/** What a browser on the site's own pages sends: Payload honours the session cookie only with it. */
const SAME_ORIGIN = { Origin: SITE }

/** A call from the site's own pages (Origin: the site), unless the test sends other headers. */
const call = (method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { ...options, headers: { ...SAME_ORIGIN, ...options.headers } })

let lastAddress = 0
/** A fresh client address (X-Forwarded-For) with budgets of its own. */
const freshAddress = () => {
  lastAddress += 1
  return { 'X-Forwarded-For': `10.71.${Math.floor(lastAddress / 250)}.${lastAddress % 250}` }
}

type GraphQLAnswer = { status: number; body: { data?: unknown; errors?: { message: string }[] } }

async function graphql(
  body: unknown,
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer> {
  const response = await graphqlPost(
    new Request(`${SITE}/api/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...SAME_ORIGIN,
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, body: await response.json() }
}

const loginMutation = (alias: string, email: string, password: string) =>
  `${alias}: loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { exp }`

const storedAccount = async (email: string) =>
  (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as {
    id: number
    name?: string | null
    roles?: string[]
    requirePasswordChange?: boolean
    loginAttempts?: number | null
    lockUntil?: string | null
    sharedPasswordExpiresAt?: string | null
  }

const isLocked = (account: { lockUntil?: string | null }) =>
  Boolean(account.lockUntil) && new Date(account.lockUntil as string).getTime() > Date.now()

const restLogin = (email: string, password: string, headers = freshAddress()) =>
  call('POST', '/auth/login', { body: { email, password }, headers })

/** Signs in from a fresh address (the shared test address's login budget runs out) and returns the session cookie. */
const signIn = async (email: string, password: string) => {
  const response = await restLogin(email, password)
  expect(response.status).toBe(200)
  return cookieFrom(response)
}

async function lockOut(email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) await restLogin(email, `wrong-guess-${attempt}`)
  expect(isLocked(await storedAccount(email))).toBe(true)
}

describe('password guessing', () => {
  it('refuses a GraphQL request with 20 aliased loginUser mutations (400) and checks none of them', async () => {
    await api.createMember('aliased@example.com', 'right-password-71')
    const aliases = Array.from({ length: 20 }, (_, i) =>
      loginMutation(`a${i}`, 'aliased@example.com', `guess-${i}`),
    )
    const answer = await graphql({ query: `mutation { ${aliases.join(' ')} }` }, { headers: freshAddress() })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].message).toBe(
      'A request may carry at most one sign-in or account mutation.',
    )
    expect((await storedAccount('aliased@example.com')).loginAttempts ?? 0).toBe(0)
  })

  it('refuses two auth mutations hidden in fragments, and a login beside a forgot-password', async () => {
    const fragments = await graphql(
      {
        query: `mutation { ...A ...B } fragment A on Mutation { ${loginMutation('x', 'a@example.com', 'p1')} }
                fragment B on Mutation { ${loginMutation('y', 'a@example.com', 'p2')} }`,
      },
      { headers: freshAddress() },
    )
    expect(fragments.status).toBe(400)
    const mixed = await graphql(
      {
        query: `mutation { ${loginMutation('x', 'a@example.com', 'p1')} forgotPasswordUser(email: "a@example.com") }`,
      },
      { headers: freshAddress() },
    )
    expect(mixed.status).toBe(400)
  })

  it('refuses a batch of operations (a JSON array) with 400', async () => {
    const batch = Array.from({ length: 10 }, (_, i) => ({
      query: `mutation { ${loginMutation('a', 'batched@example.com', `guess-${i}`)} }`,
    }))
    const answer = await graphql(batch, { headers: freshAddress() })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].message).toMatch(/^Batched GraphQL requests are not supported/)
  })

  it('checks at most 5 of 30 guesses sent at once by every route from 30 addresses, then the account is locked', async () => {
    await api.createMember('parallel@example.com', 'right-password-71')
    const guess = (i: number) => {
      const password = `parallel-guess-${i}`
      if (i % 3 === 0) return restLogin('parallel@example.com', password)
      if (i % 3 === 1)
        return call('POST', '/users/login', {
          body: { email: 'parallel@example.com', password },
          headers: freshAddress(),
        })
      return graphql(
        { query: `mutation { ${loginMutation('a', 'parallel@example.com', password)} }` },
        { headers: freshAddress() },
      )
    }
    await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)))

    const account = await storedAccount('parallel@example.com')
    expect(account.loginAttempts).toBeLessThanOrEqual(5)
    expect(isLocked(account)).toBe(true)
    // Even the right password is refused now, on every route.
    expect((await restLogin('parallel@example.com', 'right-password-71')).status).toBe(423)
    const graphqlAnswer = await graphql(
      { query: `mutation { ${loginMutation('a', 'parallel@example.com', 'right-password-71')} }` },
      { headers: freshAddress() },
    )
    expect(graphqlAnswer.body.errors?.[0].message).toMatch(/locked/i)
  })

  it('counts each GraphQL forgot-password mutation in the forgot-password budget (5 a minute)', async () => {
    const address = freshAddress()
    const forgot = () =>
      graphql({ query: 'mutation { forgotPasswordUser(email: "nobody@example.com") }' }, { headers: address })
    for (let i = 0; i < 5; i += 1) expect((await forgot()).body.errors).toBeUndefined()
    expect((await forgot()).body.errors?.[0].message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    )
  })

  it('refuses queries nested deeper than 10 levels, and bodies over 64 KB (413)', async () => {
    const introspection = (levels: number) =>
      `query { __schema { types { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } } }`
    expect((await graphql({ query: introspection(2) }, { headers: freshAddress() })).status).toBe(200)
    const tooDeep = await graphql({ query: introspection(8) }, { headers: freshAddress() })
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.errors?.[0].message).toBe('The query is 13 levels deep; at most 10 are allowed.')
    const huge = await graphql(
      { query: 'query ($q: String) { __typename }', variables: { q: 'x'.repeat(70 * 1024) } },
      { headers: freshAddress() },
    )
    expect(huge.status).toBe(413)
  })

  it('refuses more than 20 top-level fields (aliases and fragments expanded) and brackets too deep to parse, at once', async () => {
    const aliases = (count: number, prefix = 'a') =>
      Array.from({ length: count }, (_, i) => `${prefix}${i}: Poems(limit: 1) { totalDocs }`).join(' ')
    expect((await graphql({ query: `{ ${aliases(20)} }` }, { headers: freshAddress() })).status).toBe(200)
    const many = await graphql({ query: `{ ${aliases(499)} }` }, { headers: freshAddress() })
    expect(many.status).toBe(400)
    expect(many.body.errors?.[0].message).toBe(
      'The query asks for 499 top-level fields; at most 20 are allowed.',
    )
    const spread = await graphql(
      {
        query: `query { ...A ...B } fragment A on Query { ${aliases(11)} } fragment B on Query { ${aliases(11, 'b')} }`,
      },
      { headers: freshAddress() },
    )
    expect(spread.body.errors?.[0].message).toBe(
      'The query asks for 22 top-level fields; at most 20 are allowed.',
    )

    const nested = (levels: number) =>
      `{ Poems(where: ${'{ AND: ['.repeat(levels)}{ id: { equals: 1 } }${'] }'.repeat(levels)}) { totalDocs } }`
    for (const levels of [70, 1_500]) {
      const deep = await graphql({ query: nested(levels) }, { headers: freshAddress() })
      expect(deep.status).toBe(400)
      expect(deep.body.errors?.[0].message).toBe('The query nests its brackets more than 64 levels deep.')
    }
    // Brackets inside a string are text, not nesting
    const quoted = await graphql(
      { query: `{ Poems(where: { title: { equals: "${'{'.repeat(100)}" } }) { totalDocs } }` },
      { headers: freshAddress() },
    )
    expect(quoted.status).toBe(200)
  })
})

describe('unlocking an account', () => {
  it('is refused to a member, on REST (403) and GraphQL, and the victim stays locked', async () => {
    await api.createMember('victim@example.com', 'victim-password-71')
    await api.createMember('attacker@example.com', 'attacker-password-71')
    await lockOut('victim@example.com')
    const attackerCookie = await api.login('attacker@example.com', 'attacker-password-71')

    const rest = await call('POST', '/users/unlock', {
      body: { email: 'victim@example.com' },
      cookie: attackerCookie,
    })
    expect(rest.status).toBe(403)
    const viaGraphql = await graphql(
      { query: 'mutation { unlockUser(email: "victim@example.com") }' },
      { cookie: attackerCookie, headers: freshAddress() },
    )
    expect(viaGraphql.body.errors?.length).toBeGreaterThan(0)
    expect(isLocked(await storedAccount('victim@example.com'))).toBe(true)
    expect((await restLogin('victim@example.com', 'victim-password-71')).status).toBe(423)
  })

  it('is allowed to an admin, after which the victim signs in again', async () => {
    await api.createMember('unlocked@example.com', 'unlocked-password-71')
    await lockOut('unlocked@example.com')
    const response = await call('POST', '/users/unlock', {
      body: { email: 'unlocked@example.com' },
      cookie: adminCookie,
    })
    expect(response.status).toBe(200)
    expect((await restLogin('unlocked@example.com', 'unlocked-password-71')).status).toBe(200)
  })
})

describe("a member's own account through Payload's API", () => {
  it('refuses PATCH /api/users/:id with a new password or e-mail (403) and changes nothing', async () => {
    const id = await api.createMember('owned@example.com', 'owned-password-71')
    const cookie = await api.login('owned@example.com', 'owned-password-71')
    for (const data of [{ password: 'taken-over-password-71' }, { email: 'attacker-inbox@example.com' }]) {
      const response = await call('PATCH', `/users/${id}`, { body: data, cookie })
      expect(response.status).toBe(403)
    }
    const viaGraphql = await graphql(
      { query: `mutation { updateUser(id: ${id}, data: { password: "taken-over-password-71" }) { id } }` },
      { cookie, headers: freshAddress() },
    )
    expect(viaGraphql.body.errors?.[0].message).toMatch(/current password/)
    expect((await restLogin('owned@example.com', 'owned-password-71')).status).toBe(200)
    expect((await restLogin('owned@example.com', 'taken-over-password-71')).status).toBe(401)
    expect((await storedAccount('owned@example.com')).id).toBe(id)
    // Their name is theirs to change.
    expect((await call('PATCH', `/users/${id}`, { body: { name: 'Own Name' }, cookie })).status).toBe(200)
    // But not with a character that cuts it short or reorders what follows it
    const nul = await call('PATCH', `/users/${id}`, { body: { name: 'Own\u0000Name' }, cookie })
    expect(nul.status).toBe(400)
    expect((await nul.json()).errors[0].message).toBe('"name" must not contain a NUL character')
    const override = await call('PATCH', `/users/${id}`, { body: { name: 'Own\u202eemaN' }, cookie })
    expect(override.status).toBe(400)
    expect((await override.json()).errors[0].data.errors[0]).toMatchObject({
      path: 'name',
      message: 'Name must not contain control characters',
    })
    expect((await storedAccount('owned@example.com')).name).toBe('Own Name')
  })

  it('refuses a change of roles, the forced password change or the import expiry (403 naming them) and changes nothing', async () => {
    const id = await api.createMember('climber@example.com', 'climber-password-71')
    const cookie = await signIn('climber@example.com', 'climber-password-71')
    const before = await storedAccount('climber@example.com')
    const promoted = await call('PATCH', `/users/${id}`, {
      body: { name: 'Climber', roles: ['admin'] },
      cookie,
    })
    expect(promoted.status).toBe(403)
    expect(await promoted.json()).toEqual({ errors: [{ message: 'Only an administrator can set roles.' }] })
    const both = await call('PATCH', `/users/${id}`, {
      body: { requirePasswordChange: false, sharedPasswordExpiresAt: null },
      cookie,
    })
    expect(both.status).toBe(403)
    expect(await both.json()).toEqual({
      errors: [{ message: 'Only an administrator can set requirePasswordChange, sharedPasswordExpiresAt.' }],
    })
    const viaGraphql = await graphql(
      { query: `mutation { updateUser(id: ${id}, data: { name: "Climber", roles: admin }) { roles } }` },
      { cookie, headers: freshAddress() },
    )
    expect(viaGraphql.body.errors?.[0].message).toBe('Only an administrator can set roles.')
    const anonymous = await call('PATCH', `/users/${id}`, { body: { roles: ['admin'] } })
    expect(anonymous.status).toBe(403)
    expect(await anonymous.json()).toEqual({
      errors: [{ message: 'You are not allowed to perform this action.' }],
    })
    const after = await storedAccount('climber@example.com')
    expect(after.roles).toEqual(['member'])
    expect(after.name).toBe(before.name)
  })

  it('never sends the member their sessions', async () => {
    const id = await api.createMember('sessions@example.com', 'sessions-password-71')
    const login = await call('POST', '/users/login', {
      body: { email: 'sessions@example.com', password: 'sessions-password-71' },
      headers: freshAddress(),
    })
    const cookie = cookieFrom(login)
    const bodies = [
      await login.json(),
      await (await call('GET', `/users/${id}`, { cookie })).json(),
      await (await call('GET', '/users/me', { cookie })).json(),
    ]
    for (const body of bodies) expect(JSON.stringify(body)).not.toContain('"sessions"')
  })
})

describe('a pending password change', () => {
  it("closes Payload's REST and GraphQL with a 403 saying so, and leaves me, change-password and public content", async () => {
    await api.createMember('flagged@example.com', 'flagged-password-71', { requirePasswordChange: true })
    const cookie = await api.login('flagged@example.com', 'flagged-password-71')

    const list = await call('GET', '/users', { cookie })
    expect(list.status).toBe(403)
    expect((await list.json()).errors[0].message).toMatch(/^Password change required/)
    const progress = await call('GET', '/lesson-progress', { cookie })
    expect(progress.status).toBe(403)
    const viaGraphql = await graphql({ query: '{ Users { docs { email } } }' }, { cookie })
    expect(viaGraphql.body.errors?.[0].message).toMatch(/^Password change required/)

    // Nor is the session renewed, over REST or GraphQL
    const refresh = await call('POST', '/users/refresh-token', { cookie })
    expect(refresh.status).toBe(403)
    expect(refresh.headers.get('set-cookie')).toBeNull()
    expect((await refresh.json()).errors[0].message).toMatch(/^Password change required/)
    const refreshViaGraphql = await graphql({ query: 'mutation { refreshTokenUser { exp } }' }, { cookie })
    expect(refreshViaGraphql.body.errors?.[0].message).toMatch(/^Password change required/)

    expect((await call('GET', '/auth/me', { cookie })).status).toBe(200)
    expect((await call('GET', '/programs', { cookie })).status).toBe(200)
    const change = await call('POST', '/auth/change-password', {
      body: {
        currentPassword: 'flagged-password-71',
        newPassword: 'own-new-password-71',
        confirmPassword: 'own-new-password-71',
      },
      cookie,
      headers: freshAddress(),
    })
    expect(change.status).toBe(200)
    expect((await call('GET', '/users', { cookie })).status).toBe(200)
    expect((await call('POST', '/users/refresh-token', { cookie })).status).toBe(200)
  })

  it('closes the admin to a flagged admin, and the import endpoint with it', async () => {
    await api.createMember('flagged-admin@example.com', 'flagged-admin-password-71', {
      admin: true,
      requirePasswordChange: true,
    })
    const cookie = await api.login('flagged-admin@example.com', 'flagged-admin-password-71')
    expect((await call('GET', '/email-signups', { cookie })).status).toBe(403)
    const importing = await call('POST', '/auth/bulk-import', {
      body: { users: [{ email: 'x@example.com' }], password: IMPORT_PASSWORD },
      cookie,
    })
    expect(importing.status).toBe(403)
    expect(
      await payload.count({ collection: 'users', where: { email: { equals: 'x@example.com' } } }),
    ).toEqual({
      totalDocs: 0,
    })
  })
})

describe('the shared import password', () => {
  it('signs an imported account in only until IMPORTED_PASSWORD_TTL_DAYS have passed, then points to "Forgot password?"', async () => {
    const imported = await call('POST', '/auth/bulk-import', {
      body: {
        users: [{ email: 'imported@example.com' }, { email: 'late@example.com' }],
        password: IMPORT_PASSWORD,
      },
      cookie: adminCookie,
    })
    expect(imported.status).toBe(200)
    const expiresAt = new Date(
      (await storedAccount('imported@example.com')).sharedPasswordExpiresAt as string,
    )
    const days = (expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000)
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThanOrEqual(14)
    expect((await restLogin('imported@example.com', IMPORT_PASSWORD)).status).toBe(200)

    // Fifteen days later for the account nobody used.
    const late = await storedAccount('late@example.com')
    await payload.db.updateOne({
      collection: 'users',
      id: late.id,
      data: { sharedPasswordExpiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() },
      returning: false,
    })
    const expired = await restLogin('late@example.com', IMPORT_PASSWORD)
    expect(expired.status).toBe(401)
    expect((await expired.json()).error).toBe(
      'Your temporary password has expired. Use "Forgot password?" on the sign-in page to choose a new one.',
    )
    expect(cookieFrom(expired)).toBe('')
  })

  it('no longer works once the member chose their own', async () => {
    await call('POST', '/auth/bulk-import', {
      body: { users: [{ email: 'changed@example.com' }], password: IMPORT_PASSWORD },
      cookie: adminCookie,
    })
    const cookie = await api.login('changed@example.com', IMPORT_PASSWORD)
    const change = await call('POST', '/auth/change-password', {
      body: {
        currentPassword: IMPORT_PASSWORD,
        newPassword: 'my-own-secret-71',
        confirmPassword: 'my-own-secret-71',
      },
      cookie,
      headers: freshAddress(),
    })
    expect(change.status).toBe(200)
    expect((await storedAccount('changed@example.com')).sharedPasswordExpiresAt ?? null).toBeNull()
    expect((await restLogin('changed@example.com', IMPORT_PASSWORD)).status).toBe(401)
    expect((await restLogin('changed@example.com', 'my-own-secret-71')).status).toBe(200)
  })
})

describe('cross-site requests', () => {
  const EVIL = { Origin: 'https://evil.example' }

  it('refuses a login posted from another site (403, no cookie), on our route and on Payload’s', async () => {
    await api.createMember('csrf@example.com', 'attacker-known-password-71')
    const ours = await call('POST', '/auth/login', {
      body: { email: 'csrf@example.com', password: 'attacker-known-password-71' },
      headers: { ...EVIL, ...freshAddress() },
    })
    expect(ours.status).toBe(403)
    expect(ours.headers.get('set-cookie')).toBeNull()
    const payloads = await call('POST', '/users/login', {
      body: { email: 'csrf@example.com', password: 'attacker-known-password-71' },
      headers: { 'Sec-Fetch-Site': 'cross-site', ...freshAddress() },
    })
    expect(payloads.status).toBe(403)
    expect(payloads.headers.get('set-cookie') ?? '').not.toContain('payload-token=ey')
  })

  it('refuses a text/plain body (what a cross-site form can send) with 415', async () => {
    const response = await call('POST', '/auth/login', {
      rawBody: JSON.stringify({ email: 'csrf@example.com', password: 'attacker-known-password-71' }),
      headers: { 'Content-Type': 'text/plain', ...freshAddress() },
    })
    expect(response.status).toBe(415)
  })

  it('refuses every state-changing spec POST from another site, and stores nothing', async () => {
    const before = await payload.count({ collection: 'email-signups' })
    const posts: [string, unknown][] = [
      ['/email-signup', { email: 'forged-signup@example.com' }],
      ['/auth/signup', { email: 'forged-account@example.com', password: 'forged-password-71' }],
      ['/auth/logout', undefined],
      ['/auth/forgot-password', { email: 'csrf@example.com' }],
      ['/course-progress', { userId: '1', lessonId: 'lesson-1-1', completed: true }],
      ['/create-checkout-session', { priceId: 'price_x' }],
    ]
    for (const [path, body] of posts) {
      const response = await call('POST', path, { body, headers: { ...EVIL, ...freshAddress() } })
      expect({ path, status: response.status }).toEqual({ path, status: 403 })
      expect((await response.json()).error).toBe('Cross-site requests are not allowed')
    }
    expect(await payload.count({ collection: 'email-signups' })).toEqual(before)
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: 'forged-account@example.com' } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it("lets the site's own pages and non-browser clients through", async () => {
    const own = await call('POST', '/email-signup', {
      body: { email: 'own-page@example.com' },
      headers: { Origin: SITE, 'Sec-Fetch-Site': 'same-origin', ...freshAddress() },
    })
    expect(own.status).toBe(201)
    const script = await api.call('POST', '/email-signup', {
      body: { email: 'script@example.com' },
      headers: freshAddress(),
    })
    expect(script.status).toBe(201)
  })
})

describe('input bounds', () => {
  const longLocalPart = `${'a'.repeat(65)}@example.com`
  const tenKilobytes = `${'a'.repeat(60)}@${'b'.repeat(10_000)}.com`

  it.each([
    [
      '/auth/signup',
      { email: tenKilobytes, password: 'long-address-password-71' },
      'Email must be at most 254 characters',
    ],
    [
      '/auth/signup',
      { email: longLocalPart, password: 'long-address-password-71' },
      'Email must have at most 64 characters before the @',
    ],
    [
      '/auth/signup',
      { email: 'named@example.com', password: 'long-name-password-71', name: 'n'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    [
      '/auth/signup',
      { email: 'pw@example.com', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    ['/email-signup', { email: tenKilobytes }, 'Email must be at most 254 characters'],
    [
      '/auth/login',
      { email: 'x@example.com', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('POST %s refuses an oversized field with 400 naming it', async (path, body, message) => {
    const users = await payload.count({ collection: 'users' })
    const signups = await payload.count({ collection: 'email-signups' })
    const response = await call('POST', path, { body, headers: freshAddress() })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: message })
    expect(await payload.count({ collection: 'users' })).toEqual(users)
    expect(await payload.count({ collection: 'email-signups' })).toEqual(signups)
  })

  it('refuses a JSON body over 64 KB with 413', async () => {
    const response = await call('POST', '/email-signup', {
      body: { email: 'big@example.com', padding: 'x'.repeat(65 * 1024) },
      headers: freshAddress(),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).error).toBe('Request body must be at most 64 KB')
  })

  it('refuses an admin’s REST write of an over-long e-mail', async () => {
    const response = await call('POST', '/users', {
      body: { email: tenKilobytes, password: 'admin-made-password-71', roles: ['member'] },
      cookie: adminCookie,
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Email must be at most 254 characters')
  })

  it('lets a bulk import carry up to 10,000 users, and refuses more with 400', async () => {
    const users = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ email: `bulk${i}@example.com` }))
    const tooMany = await call('POST', '/auth/bulk-import', {
      body: { users: users(10_001), password: IMPORT_PASSWORD },
      cookie: adminCookie,
    })
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).error).toBe('At most 10000 users per import')
    expect((await payload.count({ collection: 'users', where: { email: { like: 'bulk' } } })).totalDocs).toBe(
      0,
    )
  })
})

describe('requests the database could not answer (no 5xx)', () => {
  it.each([
    ['/programs?where[title][near]=1,2', 400],
    ['/programs?limit=99999999999999999999', 400],
    ['/programs?page=99999999999999999999', 400],
    ['/programs?limit=-1&page=-1', 400],
    ['/programs/abc', 404],
    ['/programs?limit=2&page=1', 200],
  ])('GET /api%s answers %i', async (path, status) => {
    expect((await call('GET', path)).status).toBe(status)
  })

  it.each([
    ['/programs?where[id][in]=a,b', 'The value of "id" for "in" must be a document id'],
    ['/programs?where[id][not_in]=x', 'The value of "id" for "not_in" must be a document id'],
    ['/programs?where[id][in]=', 'The value of "id" for "in" must be a document id'],
    ['/programs?where[createdAt][in]=', 'The value of "createdAt" for "in" must be a date'],
    ['/programs?where[id][equals]=1e999', 'The value of "id" for "equals" must be a document id'],
    [
      '/programs?where[createdAt][greater_than]=notadate',
      'The value of "createdAt" for "greater_than" must be a date',
    ],
    ['/programs?where[updatedAt][equals]=2026-13-45', 'The value of "updatedAt" for "equals" must be a date'],
    ['/programs?where[title][equals][x]=1', 'The value of "title" for "equals" must be a single value'],
    ['/programs?where[or][0][id][all]=x', 'The path "id" cannot be queried with the operator "all"'],
    ['/programs?where[title][all]=a', 'The path "title" cannot be queried with the operator "all"'],
    ['/programs?where[image][like]=a', 'The value of "image" for "like" must be a document id'],
    ['/programs?where[image][not_like]=a', 'The path "image" cannot be queried with the operator "not_like"'],
    [
      '/programs?where[createdAt][contains]=a',
      'The path "createdAt" cannot be queried with the operator "contains"',
    ],
    [
      '/programs?where[createdAt][not_like]=a',
      'The path "createdAt" cannot be queried with the operator "not_like"',
    ],
    [
      '/courses?where[modules.lessons.title][all]=a',
      'The path "modules.lessons.title" cannot be queried with the operator "all"',
    ],
    [
      '/galleries?where[sections.items.media][equals]=a',
      'The value of "sections.items.media" for "equals" must be a document id',
    ],
    [
      `/programs?where[title][like]=${Array(1000).fill('a').join('%20')}`,
      'The value of "title" for "like" may have at most 20 words',
    ],
    [
      `/programs?${Array.from({ length: 6 }, (_, i) => `where[or][${i}][title][like]=${Array(20).fill('a').join('%20')}`).join('&')}`,
      'A query may have at most 100 conditions; this one has 120',
    ],
    [
      `/programs?where[title][like]=${'x'.repeat(50_001)}`,
      'The value of "title" for "like" may be at most 1000 characters',
    ],
    [
      `/programs?where[description][not_like]=${'x'.repeat(1_001)}`,
      'The value of "description" for "not_like" may be at most 1000 characters',
    ],
    [
      `/seminars?where[title][contains]=${'x'.repeat(50_001)}`,
      'The value of "title" for "contains" may be at most 1000 characters',
    ],
    [
      `/programs?where[title][in]=${','.repeat(40_000)}`,
      'The value of "title" for "in" may list at most 1000 values',
    ],
    ['/programs?where[title][like][0]=abc', 'The value of "title" for "like" must be text'],
    [
      `/seminars?where[title][contains][0]=${'x'.repeat(60_000)}`,
      'The value of "title" for "contains" must be text',
    ],
    [
      `/programs?where[image.alt][not_in]=${Array(1_001).fill('a').join(',')}`,
      'The value of "image.alt" for "not_in" may list at most 1000 values',
    ],
    [
      `/programs?sort=${Array(2000).fill('title').join(',')}`,
      'A query may sort by at most 10 fields; this one names 2000',
    ],
  ])('answers GET /api%s, which the database cannot compare, with 400 naming it', async (path, message) => {
    const response = await call('GET', path)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([{ message }])
  })

  it.each([
    '/programs?where[id][equals]=',
    '/programs?where[createdAt][equals]=',
    '/programs?where[id][in]=1,2',
    `/programs?where[title][like]=${'x'.repeat(1_000)}`,
    `/programs?where[slug][in]=${Array(1_000).fill('a').join(',')}`,
    '/programs?where[createdAt][less_than]=2026-11-26T10:00:00.000Z',
    '/programs?where[title][like]=crash%20course&where[title][not_like]=x&where[slug][contains]=a',
    '/programs?where[id][like]=1&where[image][like]=1',
    `/programs?sort=${Array(10).fill('-title').join(',')}`,
  ])('answers GET /api%s, an empty or a fitting value, with 200', async (path) => {
    expect((await call('GET', path)).status).toBe(200)
  })

  it("answers an admin's query of a relationship by text that is not an id with 400, and a real one with 200", async () => {
    for (const path of ['/enrolments?where[user][in]=a,b', '/enrolments?where[user.id][equals]=1e999']) {
      expect((await call('GET', path, { cookie: adminCookie })).status).toBe(400)
    }
    const fine = await call(
      'GET',
      '/enrolments?where[user][in]=1,2&where[createdAt][greater_than]=2026-01-01',
      {
        cookie: adminCookie,
      },
    )
    expect(fine.status).toBe(200)
  })

  it.each([
    ['text/plain', '{"name":"Plain"}'],
    ['application/x-www-form-urlencoded', 'name=Form'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nX\r\n--b--\r\n',
    ],
  ])(
    'answers a write whose body is %s, which Payload cannot read, with 415 and changes nothing',
    async (type, rawBody) => {
      const email = `typed-${type.split(/[/;]/)[1]}@example.com`
      const id = await api.createMember(email, 'typed-body-password-71')
      const cookie = await api.login(email, 'typed-body-password-71')
      const update = await call('PATCH', `/users/${id}`, {
        cookie,
        rawBody,
        headers: { 'Content-Type': type },
      })
      expect(update.status).toBe(415)
      expect((await update.json()).errors).toEqual([
        { message: 'The request body must be JSON (Content-Type: application/json)' },
      ])
      const create = await call('POST', '/programs', {
        cookie: adminCookie,
        rawBody,
        headers: { 'Content-Type': type },
      })
      expect(create.status).toBe(415)
      expect((await payload.findByID({ collection: 'users', id })).name ?? null).toBeNull()
    },
  )

  it("takes GraphQL's AND and OR, as Payload does, and checks the conditions inside them", async () => {
    const answer = await graphql(
      {
        query:
          'query { Programs(where: { OR: [{ title: { equals: "x" } }, { AND: [{ slug: { equals: "y" } }] }] }) { docs { title } } }',
      },
      { headers: freshAddress() },
    )
    expect(answer.body.errors).toBeUndefined()
    expect(answer.status).toBe(200)
    const many = Array.from({ length: 101 }, (_, i) => `{ title: { equals: "t${i}" } }`).join(' ')
    const refused = await graphql(
      { query: `query { Programs(where: { OR: [${many}] }) { docs { title } } }` },
      { headers: freshAddress() },
    )
    expect(refused.body.errors?.[0].message).toBe('A query may have at most 100 conditions; this one has 101')
  })

  it('answers 404 to e-mail verification, which accounts do not use, on REST and GraphQL', async () => {
    expect((await call('POST', '/users/verify/anything')).status).toBe(404)
    const answer = await graphql(
      { query: 'mutation { verifyEmailUser(token: "anything") }' },
      { headers: freshAddress() },
    )
    expect(answer.body.errors?.[0].message).toBe('Not Found')
  })

  it('answers 400 to a PATCH of your own account whose body is not an object', async () => {
    const id = await api.createMember('patch-null@example.com', 'patch-null-password-71')
    const cookie = await api.login('patch-null@example.com', 'patch-null-password-71')
    for (const rawBody of ['null', '123', 'true', '"just a string"']) {
      expect((await call('PATCH', `/users/${id}`, { rawBody, cookie })).status).toBe(400)
    }
  })

  it('refuses at once a GraphQL document whose fragments double at each of 30 levels', async () => {
    let query = 'query { ...f1 }'
    for (let level = 1; level < 30; level += 1) {
      query += ` fragment f${level} on Query { __typename ...f${level + 1} ...f${level + 1} }`
    }
    query += ' fragment f30 on Query { __typename }'
    const started = Date.now()
    const answer = await graphql({ query }, { headers: freshAddress() })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].message).toBe(
      'The query selects more than 5000 fields once its fragments are expanded.',
    )
  })

  it('refuses a query whose lists ask for more than 1000 documents in all, aliases and fragments counted', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `m${i}: allMedia(limit: 1000) { docs { id } }`)
    const fragment = `query { ${Array.from({ length: 20 }, () => '...f').join(' ')} } fragment f on Query { Programs(limit: 60) { docs { title } } }`
    const pageInFragment = `query { ${Array.from({ length: 2 }, (_, i) => `a${i}: allMedia(limit: 1000) { ...D }`).join(' ')} } fragment D on Medias { docs { id } }`
    const totalsOnly = `query { ${Array.from({ length: 2 }, (_, i) => `a${i}: allMedia(limit: 1000) { totalDocs }`).join(' ')} }`
    const negative = `query { x: allMedia(limit: -1000000) { docs { id } } y: allMedia(limit: 1000) { docs { id } } }`
    for (const query of [
      `query { ${aliases.join(' ')} }`,
      fragment,
      'query { Programs(limit: 0) { docs { title } } allMedia { docs { id } } }',
      pageInFragment,
      totalsOnly,
      negative,
    ]) {
      const answer = await graphql({ query }, { headers: freshAddress() })
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.[0].message).toBe(
        'The query asks for more than 1000 documents (the page sizes of its lists added up).',
      )
    }
    const fine = await graphql(
      { query: 'query { Programs(limit: 900) { docs { title } } allMedia { docs { id } } }' },
      { headers: freshAddress() },
    )
    expect(fine.status).toBe(200)
    expect(fine.body.errors).toBeUndefined()
    expect(Array.isArray((fine.body.data as { Programs: { docs: unknown[] } }).Programs.docs)).toBe(true)
  })

  it.each([
    [{ query: 'subscription { x }' }, 'Subscriptions are not supported.'],
    [
      { query: 'query { ...f1 } fragment f1 on Query { ...f2 } fragment f2 on Query { ...f1 }' },
      'Fragment "f1" spreads itself.',
    ],
    ['{', 'The request body must be valid JSON.'],
    [{ variables: {} }, 'The request body must have a "query" string.'],
  ])('answers 400 to the GraphQL body %j', async (body, message) => {
    const answer = await graphql(body, { headers: freshAddress() })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].message).toBe(message)
  })

  it('answers 415 to a GraphQL request that is not JSON', async () => {
    const answer = await graphql('{}', {
      headers: { 'Content-Type': 'multipart/form-data', ...freshAddress() },
    })
    expect(answer.status).toBe(415)
  })
})

/** Every cookie a response sets, as `name=value` pairs joined for a Cookie header. */
const allCookies = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

describe("Payload's own collections", () => {
  it('refuses a member every lock: create and list (403), and the owner saves their document', async () => {
    await api.createMember('locker@example.com', 'locker-password-71')
    const cookie = await signIn('locker@example.com', 'locker-password-71')
    const ownerId = (await storedAccount('owner@example.com')).id
    const memberId = (await storedAccount('locker@example.com')).id
    const lock = await call('POST', '/payload-locked-documents', {
      cookie,
      body: {
        document: { relationTo: 'users', value: ownerId },
        user: { relationTo: 'users', value: memberId },
      },
    })
    expect(lock.status).toBe(403)
    expect((await call('GET', '/payload-locked-documents', { cookie })).status).toBe(403)
    expect((await payload.count({ collection: 'payload-locked-documents' })).totalDocs).toBe(0)
    const save = await call('PATCH', `/users/${ownerId}`, { cookie: adminCookie, body: { name: 'Owner' } })
    expect(save.status).toBe(200)
  })

  it('refuses a member 20 MB of preferences, or any at all (403), and stores nothing', async () => {
    await api.createMember('prefs@example.com', 'prefs-password-71')
    const cookie = await signIn('prefs@example.com', 'prefs-password-71')
    const huge = await call('POST', '/payload-preferences/any-key', {
      cookie,
      body: { value: 'x'.repeat(20 * 1024 * 1024) },
    })
    expect(huge.status).toBe(403)
    const small = await call('POST', '/payload-preferences/k1', { cookie, body: { value: { a: 1 } } })
    expect(small.status).toBe(403)
    expect(
      (await call('POST', '/payload-preferences', { cookie, body: { key: 'k2', value: 1 } })).status,
    ).toBe(403)
    expect((await call('GET', '/payload-preferences', { cookie })).status).toBe(403)
    expect((await payload.count({ collection: 'payload-preferences' })).totalDocs).toBe(0)
    // Jobs and migrations: refused or absent, never a 5xx.
    expect((await call('GET', '/payload-jobs', { cookie })).status).toBe(403)
    expect((await call('GET', '/payload-migrations', { cookie })).status).toBe(404)
  })

  it('tells no visitor or member through GraphQL which documents exist: the same refusal for any id', async () => {
    await api.createMember('lock-probe@example.com', 'lock-probe-password-71')
    const cookie = await signIn('lock-probe@example.com', 'lock-probe-password-71')
    const ownerId = (await storedAccount('owner@example.com')).id
    const probe = (id: number, who?: string) =>
      graphql(
        {
          query: `mutation { createPayloadLockedDocument(data: { document: { relationTo: users, value: ${id} } }) { id } }`,
        },
        { cookie: who, headers: freshAddress() },
      )
    for (const who of [undefined, cookie]) {
      const existing = await probe(Number(ownerId), who)
      const missing = await probe(987654, who)
      expect(existing.body.errors?.[0].message).toBe('You are not allowed to perform this action.')
      expect(missing.body.errors?.[0].message).toBe('You are not allowed to perform this action.')
    }
    expect((await payload.count({ collection: 'payload-locked-documents' })).totalDocs).toBe(0)
  })

  it("answers an admin's lock on a document that does not exist with 404 and writes nothing", async () => {
    const ownerId = (await storedAccount('owner@example.com')).id
    const response = await call('POST', '/payload-locked-documents', {
      cookie: adminCookie,
      body: {
        document: { relationTo: 'programs', value: 987654 },
        user: { relationTo: 'users', value: ownerId },
      },
    })
    expect(response.status).toBe(404)
    expect((await payload.count({ collection: 'payload-locked-documents' })).totalDocs).toBe(0)
  })
})

describe("an admin's write the database would fail, or Payload would trim", () => {
  const seminar = {
    id: 'attack-event-1',
    title: 'T',
    date: '2026-12-31',
    time: '7 PM',
    location: 'Online',
    description: 'D',
    meetupUrl: 'https://www.meetup.com/x/events/1/',
  }

  it('refuses a lock held by a user that does not exist (400) and writes nothing', async () => {
    const ownerId = (await storedAccount('owner@example.com')).id
    const response = await call('POST', '/payload-locked-documents', {
      cookie: adminCookie,
      body: {
        document: { relationTo: 'users', value: ownerId },
        user: { relationTo: 'users', value: 987654 },
      },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].message).toBe('The lock must name an existing user')
    expect((await payload.count({ collection: 'payload-locked-documents' })).totalDocs).toBe(0)
  })

  it("refuses a preference body that is not JSON (400) and keeps the admin's preference", async () => {
    const saved = await call('POST', '/payload-preferences/columns', {
      cookie: adminCookie,
      body: { value: { a: 1 } },
    })
    expect(saved.status).toBe(200)
    const broken = await call('POST', '/payload-preferences/columns', {
      cookie: adminCookie,
      rawBody: 'notjson',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect((await broken.json()).errors[0].message).toBe('Invalid JSON')
    const kept = await call('GET', '/payload-preferences/columns', { cookie: adminCookie })
    expect((await kept.json()).value).toEqual({ a: 1 })
  })

  it('refuses a second event with the same Meetup id, and attendees that are not a whole number', async () => {
    expect((await call('POST', '/seminars', { cookie: adminCookie, body: seminar })).status).toBe(201)
    const again = await call('POST', '/seminars', {
      cookie: adminCookie,
      body: { ...seminar, title: 'Other' },
    })
    expect(again.status).toBe(400)
    expect(JSON.stringify(await again.json())).toContain('An event with this id exists already')
    for (const attendees of [2.5, 1e308]) {
      const odd = await call('POST', '/seminars', {
        cookie: adminCookie,
        body: { ...seminar, id: 'attack-event-2', attendees },
      })
      expect(odd.status).toBe(400)
    }
    const events = await payload.find({ collection: 'seminars', where: { id: { like: 'attack-event' } } })
    expect(events.docs.map((event) => [event.id, event.title])).toEqual([['attack-event-1', 'T']])

    // The id is the Meetup event's: kept on an edit, and no copy is made without one of its own
    const edited = await call('PATCH', '/seminars/attack-event-1', {
      cookie: adminCookie,
      body: { id: 'attack-event-9', title: 'T2' },
    })
    expect(edited.status).toBe(200)
    const duplicate = await call('POST', '/seminars/attack-event-1/duplicate', {
      cookie: adminCookie,
      body: {},
    })
    expect(duplicate.status).toBeGreaterThanOrEqual(400)
    expect(duplicate.status).toBeLessThan(500)
    const after = await payload.find({ collection: 'seminars', where: { id: { like: 'attack-event' } } })
    expect(after.docs.map((event) => [event.id, event.title])).toEqual([['attack-event-1', 'T2']])
  })

  it('refuses progress for a user that does not exist with a 400 naming the field', async () => {
    const response = await call('POST', '/lesson-progress', {
      cookie: adminCookie,
      body: { user: 987654, lessonId: 'lesson-1-1', completed: true },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('No user has that id')
    expect(
      (await payload.count({ collection: 'lesson-progress', where: { user: { equals: 987654 } } })).totalDocs,
    ).toBe(0)
  })

  it('refuses list rows that are not objects (400) and keeps the list as it was', async () => {
    const program = await payload.create({
      collection: 'programs',
      data: {
        slug: 'attack-program',
        title: 'P',
        description: 'D',
        badge: 'Free',
        link: '/crash-course',
        section: 'other',
        features: [{ feature: 'one' }, { feature: 'two' }],
      },
      overrideAccess: true,
    })
    for (const features of [[5, null, 'x'], 'x', [[]]]) {
      const response = await call('PATCH', `/programs/${program.id}`, {
        cookie: adminCookie,
        body: { features },
      })
      expect(response.status).toBe(400)
      expect((await response.json()).errors[0].message).toBe('"features" must be a list of rows (objects)')
    }
    const stored = await payload.findByID({ collection: 'programs', id: program.id, depth: 0 })
    expect(stored.features?.map((row) => row.feature)).toEqual(['one', 'two'])

    // The admin's form sends a list without rows as its count, 0: the save empties the list
    const boundary = 'attack-form-boundary'
    const form = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="_payload"',
      '',
      JSON.stringify({ title: 'P2', features: 0 }),
      `--${boundary}--`,
      '',
    ].join('\r\n')
    const saved = await call('PATCH', `/programs/${program.id}`, {
      cookie: adminCookie,
      rawBody: form,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(saved.status).toBe(200)
    const emptied = await payload.findByID({ collection: 'programs', id: program.id, depth: 0 })
    expect([emptied.title, emptied.features]).toEqual(['P2', []])
  })

  it("refuses a value not of its field's kind with a 400 naming the field, and keeps the document as it was", async () => {
    const program = await payload.create({
      collection: 'programs',
      data: {
        slug: 'typed-program',
        title: 'P',
        description: 'D',
        badge: 'Free',
        link: '/crash-course',
        section: 'other',
        features: [{ feature: 'one' }],
      },
      overrideAccess: true,
    })
    const poem = await payload.create({
      collection: 'poems',
      data: { title: 'T', year: '2020', content: 'C', summary: richTextParagraphs(['Analysis']) as never },
      overrideAccess: true,
    })
    const gallery = await payload.create({
      collection: 'galleries',
      data: { slug: 'typed-gallery', title: 'G', sections: [{ heading: 'H' }] } as never,
      overrideAccess: true,
    })
    const cases: [string, Record<string, unknown>, string][] = [
      [`/programs/${program.id}`, { section: [] }, '"section" must be one of its options (text)'],
      [`/programs/${program.id}`, { section: {} }, '"section" must be one of its options (text)'],
      [`/programs/${program.id}`, { title: {} }, '"title" must be text'],
      [`/programs/${program.id}`, { title: 0 }, '"title" must be text'],
      // SQLite would keep "ab", or "" past `required`
      [`/programs/${program.id}`, { title: 'ab\u0000' }, '"title" must not contain a NUL character'],
      [`/programs/${program.id}`, { title: '\u0000' }, '"title" must not contain a NUL character'],
      [
        `/programs/${program.id}`,
        { features: [{ feature: 'x\u0000y' }] },
        '"features.0.feature" must not contain a NUL character',
      ],
      [`/programs/${program.id}`, { features: [{ feature: ['x'] }] }, '"features.0.feature" must be text'],
      [
        `/poems/${poem.id}`,
        { summary: {} },
        '"summary" must be a rich-text document ({"root":{"children":[...]}})',
      ],
      [
        `/poems/${poem.id}`,
        { summary: [5] },
        '"summary" must be a rich-text document ({"root":{"children":[...]}})',
      ],
      [
        `/poems/${poem.id}`,
        { summary: { root: { children: 'x' } } },
        '"summary" must be a rich-text document ({"root":{"children":[...]}})',
      ],
      [`/poems/${poem.id}`, { audio: [] }, '"audio" must be the id of a document'],
      [`/galleries/${gallery.id}`, { launch: null }, '"launch" must be an object'],
      [`/galleries/${gallery.id}`, { launch: { url: 5 } }, '"launch.url" must be text'],
    ]
    for (const [path, body, message] of cases) {
      const response = await call('PATCH', path, { cookie: adminCookie, body })
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 })
      expect((await response.json()).errors[0].message).toBe(message)
    }
    // Callers the collection refuses the write learn nothing of its fields: 403, as with any body
    await api.createMember('kinds@example.com', 'kinds-password-71')
    const memberCookie = await signIn('kinds@example.com', 'kinds-password-71')
    for (const cookie of [undefined, memberCookie]) {
      for (const [path, body] of cases) {
        const response = await call('PATCH', path, { cookie, body })
        expect({ path, body, member: Boolean(cookie), status: response.status }).toEqual({
          path,
          body,
          member: Boolean(cookie),
          status: 403,
        })
      }
      const created = await call('POST', '/programs', { cookie, body: { section: [] } })
      expect(created.status).toBe(403)
      const global = await call('POST', '/globals/furniture', { cookie, body: { collections: [5, 'x'] } })
      expect(global.status).toBe(403)
    }
    expect(await payload.findByID({ collection: 'programs', id: program.id, depth: 0 })).toMatchObject({
      title: 'P',
      section: 'other',
      features: [{ feature: 'one' }],
    })
    expect((await payload.findByID({ collection: 'poems', id: poem.id, depth: 0 })).summary).toEqual(
      poem.summary,
    )

    // A copy of another document, its rows' ids included: the copy's rows are new rows, and
    // another document's row given to an update is a new row of that document too
    const copy = await call('POST', '/programs', {
      cookie: adminCookie,
      body: { ...program, id: undefined, slug: 'typed-copy', createdAt: undefined, updatedAt: undefined },
    })
    expect(copy.status).toBe(201)
    const { doc: copied } = (await copy.json()) as { doc: typeof program }
    expect(copied.features?.map((row) => row.feature)).toEqual(['one'])
    expect(copied.features?.[0].id).not.toBe(program.features?.[0].id)
    const moved = await call('PATCH', `/programs/${copied.id}`, {
      cookie: adminCookie,
      body: { features: [{ id: program.features?.[0].id, feature: 'taken' }, copied.features?.[0]] },
    })
    expect(moved.status).toBe(200)
    const [original, changed] = await Promise.all(
      [program.id, copied.id].map((id) => payload.findByID({ collection: 'programs', id, depth: 0 })),
    )
    expect(original.features).toEqual(program.features)
    expect(changed.features?.map((row) => row.feature)).toEqual(['taken', 'one'])
    expect(changed.features?.[1].id).toBe(copied.features?.[0].id)

    // One of the document's own rows given twice: the second is a new row, and the list is kept
    const ownId = original.features?.[0].id
    const twice = await call('PATCH', `/programs/${program.id}`, {
      cookie: adminCookie,
      body: {
        features: [
          { id: ownId, feature: 'a' },
          { id: ownId, feature: 'b' },
        ],
      },
    })
    expect(twice.status).toBe(200)
    const doubled = await payload.findByID({ collection: 'programs', id: program.id, depth: 0 })
    expect(doubled.features?.map((row) => row.feature)).toEqual(['a', 'b'])
    expect(doubled.features?.[0].id).toBe(ownId)
    expect(doubled.features?.[1].id).not.toBe(ownId)

    // An update of many documents at once gives each its own new rows
    const bulk = await call('PATCH', `/programs?where[slug][in]=typed-program,typed-copy`, {
      cookie: adminCookie,
      body: { features: [{ id: ownId, feature: 'same for both' }] },
    })
    expect(bulk.status).toBe(200)
    const both = await Promise.all(
      [program.id, copied.id].map((id) => payload.findByID({ collection: 'programs', id, depth: 0 })),
    )
    expect(both.map((doc) => doc.features?.map((row) => row.feature))).toEqual([
      ['same for both'],
      ['same for both'],
    ])
    expect(both[0].features?.[0].id).not.toBe(both[1].features?.[0].id)

    // Lists inside lists: a copy of a course, its modules' and lessons' ids included
    const course = await payload.create({
      collection: 'courses',
      data: {
        slug: 'typed-course',
        title: 'C',
        modules: [{ title: 'M', lessons: [{ lessonId: 'lesson-9-1', title: 'L' }] }],
      },
      overrideAccess: true,
    })
    const courseCopy = await call('POST', '/courses', {
      cookie: adminCookie,
      body: { slug: 'typed-course-copy', title: 'C2', modules: course.modules },
    })
    expect(courseCopy.status).toBe(201)
    const stored = await payload.findByID({ collection: 'courses', id: course.id, depth: 0 })
    expect(stored.modules).toEqual(course.modules)
  })

  it('answers an upload whose url cannot be fetched 400, and keeps no media document', async () => {
    const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const response = await call('POST', '/media', {
      cookie: adminCookie,
      body: { alt: 'x', filename: 'y.png', url: 'http://example.invalid/y.png' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(
      'The file could not be fetched from the url given; upload the file instead',
    )
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
  })

  it("refuses a global's list rows that are not objects (400) and keeps the global as it was", async () => {
    await payload.updateGlobal({
      slug: 'furniture',
      data: {
        intro: 'I',
        philosophyHeading: 'H',
        philosophy: 'P',
        collections: [{ title: 'T', description: 'D' }],
      },
    })
    const before = await payload.findGlobal({ slug: 'furniture', depth: 0 })
    const hours = await payload.findGlobal({ slug: 'session-availability', depth: 0 })
    for (const [slug, field, value] of [
      ['furniture', 'collections', [5, 'x']],
      ['furniture', 'collections', 'x'],
      ['session-availability', 'weeklyHours', [null, [1]]],
      ['session-availability', 'blockedDates', [true]],
    ] as const) {
      const stored = slug === 'furniture' ? before : hours
      const response = await call('POST', `/globals/${slug}`, {
        cookie: adminCookie,
        body: { ...stored, [field]: value },
      })
      expect(response.status).toBe(400)
      expect((await response.json()).errors[0].message).toBe(`"${field}" must be a list of rows (objects)`)
    }
    expect(await payload.findGlobal({ slug: 'furniture', depth: 0 })).toEqual(before)
    expect(await payload.findGlobal({ slug: 'session-availability', depth: 0 })).toEqual(hours)
  })
})

describe('account enumeration by sign-in', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const timed = async (send: () => Promise<unknown>) => {
    const started = performance.now()
    await send()
    return performance.now() - started
  }

  it.each([
    ['POST /api/auth/login', (email: string) => restLogin(email, 'wrong-password-71')],
    [
      'POST /api/users/login',
      (email: string) =>
        call('POST', '/users/login', {
          body: { email, password: 'wrong-password-71' },
          headers: freshAddress(),
        }),
    ],
    [
      'GraphQL loginUser',
      (email: string) =>
        graphql(
          { query: `mutation { ${loginMutation('a', email, 'wrong-password-71')} }` },
          { headers: freshAddress() },
        ),
    ],
  ])('%s takes as long for an unknown address as for a real account', async (_path, attempt) => {
    const known = `timing-${Math.random().toString(36).slice(2)}@example.com`
    await api.createMember(known, 'timing-password-71')
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (let i = 0; i < 3; i += 1) {
      knownMs.push(await timed(() => attempt(known)))
      unknownMs.push(await timed(() => attempt(`nobody-${i}-${known}`)))
    }
    expect(median(unknownMs)).toBeGreaterThan(median(knownMs) * 0.5)
  })

  it('locks an unknown address after the fifth failure (423), as it locks a real account', async () => {
    await api.createMember('real-lock@example.com', 'real-lock-password-71')
    const statuses = async (email: string) => {
      const seen: number[] = []
      for (let i = 0; i < 6; i += 1) seen.push((await restLogin(email, `wrong-${i}-71`)).status)
      return seen
    }
    const real = await statuses('real-lock@example.com')
    const unknown = await statuses('ghost-lock@example.com')
    expect(real).toEqual([401, 401, 401, 401, 423, 423])
    expect(unknown).toEqual(real)
    const locked = await restLogin('ghost-lock@example.com', 'anything-71')
    expect((await locked.json()).error).toMatch(/^This account is locked/)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(500)

    const payloadsAnswer = async (email: string) => {
      const response = await call('POST', '/users/login', {
        body: { email, password: 'still-wrong-71' },
        headers: freshAddress(),
      })
      return { status: response.status, body: await response.json() }
    }
    expect(await payloadsAnswer('ghost-lock@example.com')).toEqual(
      await payloadsAnswer('real-lock@example.com'),
    )
  })

  type Answer = { status: number; body: unknown }
  it.each([
    [
      'POST /api/users/login',
      async (email: string, password: string): Promise<Answer> => {
        const response = await call('POST', '/users/login', {
          body: { email, password },
          headers: freshAddress(),
        })
        return { status: response.status, body: await response.json() }
      },
    ],
    [
      'GraphQL loginUser',
      (email: string, password: string): Promise<Answer> =>
        graphql(
          { query: `mutation { ${loginMutation('login', email, password)} }` },
          { headers: freshAddress() },
        ),
    ],
  ])(
    '%s answers six wrong passwords to an unknown address exactly as to a real account',
    async (_path, attempt) => {
      const known = `sequence-${Math.random().toString(36).slice(2)}@example.com`
      await api.createMember(known, 'sequence-password-71')
      const answers = async (email: string) => {
        const seen: Answer[] = []
        for (let i = 0; i < 6; i += 1) seen.push(await attempt(email, `wrong-password-${i}`))
        return seen
      }
      const real = await answers(known)
      const unknown = await answers(`ghost-${known}`)
      const messages = (sequence: Answer[]) =>
        sequence.map(({ body }) => (body as { errors?: { message: string }[] }).errors?.[0].message)
      // Payload's own answers for a real account: the failure that locks it still says "incorrect".
      expect(messages(real)).toEqual([
        ...Array(5).fill('The email or password provided is incorrect.'),
        'This user is locked due to having too many failed login attempts.',
      ])
      expect(unknown).toEqual(real)
    },
  )
})

describe("the owner's own browser during an attack (device cookie)", () => {
  it('signs the owner in while strangers keep the account locked, and checks no stranger’s guess', async () => {
    await api.createMember('device-owner@example.com', 'device-owner-password-71', { admin: true })
    const first = await restLogin('device-owner@example.com', 'device-owner-password-71')
    expect(first.status).toBe(200)
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('login-device='))
    expect(device).toMatch(/HttpOnly/)
    const deviceCookie = (device as string).split(';')[0]

    await lockOut('device-owner@example.com')
    const guessesChecked = (await storedAccount('device-owner@example.com')).loginAttempts

    // A stranger with the right password but no device cookie, or a forged one, is refused.
    expect((await restLogin('device-owner@example.com', 'device-owner-password-71')).status).toBe(423)
    const forged = `${deviceCookie.slice(0, -4)}AAAA`
    const withForged = await call('POST', '/auth/login', {
      body: { email: 'device-owner@example.com', password: 'device-owner-password-71' },
      headers: { ...freshAddress(), Cookie: forged },
    })
    expect(withForged.status).toBe(423)

    for (const path of ['/auth/login', '/users/login']) {
      const owner = await call('POST', path, {
        body: { email: 'device-owner@example.com', password: 'device-owner-password-71' },
        headers: { ...freshAddress(), Cookie: deviceCookie },
      })
      expect({ path, status: owner.status }).toEqual({ path, status: 200 })
      expect(cookieFrom(owner)).toMatch(/^payload-token=ey/)
    }
    // Strangers are still locked out, and none of their guesses was checked meanwhile.
    const after = await storedAccount('device-owner@example.com')
    expect(isLocked(after)).toBe(true)
    expect(after.loginAttempts).toBe(guessesChecked)
    expect((await restLogin('device-owner@example.com', 'device-owner-password-71')).status).toBe(423)
  })

  it('gives a device cookie 5 wrong passwords of its own, then treats it as untrusted', async () => {
    await api.createMember('device-guess@example.com', 'device-guess-password-71')
    const first = await restLogin('device-guess@example.com', 'device-guess-password-71')
    const deviceCookie = allCookies(first)
      .split('; ')
      .find((cookie) => cookie.startsWith('login-device=')) as string
    const withDevice = (password: string) =>
      call('POST', '/auth/login', {
        body: { email: 'device-guess@example.com', password },
        headers: { ...freshAddress(), Cookie: deviceCookie },
      })
    for (let i = 0; i < 5; i += 1) expect((await withDevice(`stolen-device-guess-${i}`)).status).toBe(401)
    // The device's guesses were checked apart from the account's lockout, which has not moved.
    expect((await storedAccount('device-guess@example.com')).loginAttempts ?? 0).toBe(0)
    // Spent: the device now counts against the account like any stranger.
    for (let i = 0; i < 5; i += 1) await withDevice(`untrusted-guess-${i}`)
    expect(isLocked(await storedAccount('device-guess@example.com'))).toBe(true)
  })
})

describe('reset e-mails', () => {
  let sent: SendEmailOptions[]
  beforeEach(() => {
    sent = []
    jest.spyOn(payload.email, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => {
      sent.push(message)
    })
  })
  afterEach(() => jest.restoreAllMocks())

  const forgot = (email: string) =>
    payload.forgotPassword({ collection: 'users', data: { email } }).catch(() => undefined)
  const tokenIn = (message: SendEmailOptions | undefined) =>
    /reset-password\?token=([0-9a-f]+)/.exec(String(message?.html ?? ''))?.[1]

  it('sends one e-mail per account per 10 minutes, and a later one keeps the link that still works', async () => {
    await api.createMember('bombed@example.com', 'bombed-password-71')
    await forgot('bombed@example.com')
    for (let i = 0; i < 5; i += 1) {
      const again = await call('POST', '/auth/forgot-password', {
        body: { email: 'bombed@example.com' },
        headers: freshAddress(),
      })
      expect(again.status).toBe(200)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sent).toHaveLength(1)
    const firstToken = tokenIn(sent[0])

    // Eleven minutes later (the reservation moved back): a new e-mail, carrying the same link.
    const account = await storedAccount('bombed@example.com')
    await payload.db.updateOne({
      collection: 'users',
      id: account.id,
      data: { resetPasswordRequestedAt: new Date(Date.now() - 11 * 60 * 1000).toISOString() },
      returning: false,
    })
    await forgot('bombed@example.com')
    expect(sent).toHaveLength(2)
    expect(tokenIn(sent[1])).toBe(firstToken)
    const reset = await call('POST', '/auth/reset-password', {
      body: {
        token: firstToken,
        password: 'fresh-bombed-password-71',
        confirmPassword: 'fresh-bombed-password-71',
      },
      headers: freshAddress(),
    })
    expect(reset.status).toBe(200)
  })
})

describe('bulk import passwords', () => {
  it('refuses a shared password that fails the policy (400 naming the rule) and creates nobody', async () => {
    const response = await call('POST', '/auth/bulk-import', {
      body: { users: [{ email: 'weak-import@example.com' }], password: 'password' },
      cookie: adminCookie,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: COMMON_PASSWORD_MESSAGE })
    const created = await payload.count({
      collection: 'users',
      where: { email: { equals: 'weak-import@example.com' } },
    })
    expect(created.totalDocs).toBe(0)
    // The admin page's default shared password passes the same policy.
    expect(passwordPolicyError(DEMO_IMPORT_PASSWORD)).toBeNull()
  })
})

describe('CSV exports', () => {
  it('prefixes a formula-looking cell with a quote in the subscriber export', async () => {
    // Stored as they are, whatever the sign-up form would accept: older rows, imports, the admin.
    for (const email of ['-2+3+x@example.com', '=1+2@example.com', '@x@example.com', '\tx@example.com']) {
      const now = new Date().toISOString()
      await payload.db.create({
        collection: 'email-signups',
        data: { email, status: 'subscribed', subscribedAt: now, createdAt: now, updatedAt: now },
        returning: false,
      })
    }
    const response = await call('GET', '/email-signups/export', { cookie: adminCookie })
    expect(response.status).toBe(200)
    const lines = (await response.text()).split('\n')
    const row = lines.find((line) => line.includes('-2+3+x@example.com'))
    expect(row?.startsWith("'-2+3+x@example.com")).toBe(true)
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^"?[=+\-@\t\r]/)
    expect(lines.some((line) => line.startsWith("'=1+2@example.com"))).toBe(true)
  })
})

describe('requests Payload alone would answer with a 500', () => {
  it('answers 404 to the versions of a collection that keeps none', async () => {
    await api.createMember('versions@example.com', 'versions-password-71')
    const cookie = await signIn('versions@example.com', 'versions-password-71')
    expect((await call('GET', '/programs/versions', { cookie })).status).toBe(404)
    expect((await call('GET', '/users/versions', { cookie: adminCookie })).status).toBe(404)
  })

  it('answers 404 to the versions of a global that keeps none, for a member and the admin alike', async () => {
    await api.createMember('global-versions@example.com', 'versions-password-71')
    const cookie = await signIn('global-versions@example.com', 'versions-password-71')
    for (const slug of ['session-availability', 'site-settings', 'payload-jobs-stats']) {
      for (const who of [cookie, adminCookie]) {
        const list = await call('GET', `/globals/${slug}/versions`, { cookie: who })
        expect({ slug, status: list.status }).toEqual({ slug, status: 404 })
        const one = await call('GET', `/globals/${slug}/versions/1`, { cookie: who })
        expect({ slug, status: one.status }).toEqual({ slug, status: 404 })
        const restore = await call('POST', `/globals/${slug}/versions/1`, { cookie: who })
        expect({ slug, status: restore.status }).toEqual({ slug, status: 404 })
      }
    }
  })

  it('answers 404 to a media file that does not exist and 400 to a name with %00', async () => {
    expect((await call('GET', '/media/file/not-there.webp')).status).toBe(404)
    expect((await call('GET', '/media/file/a%00b.webp')).status).toBe(400)
  })

  it('answers 400 to 1,000 where[or] conditions sent through the method override', async () => {
    const query = Array.from({ length: 1000 }, (_, i) => `where[or][${i}][title][equals]=x${i}`).join('&')
    const response = await call('POST', '/programs', {
      rawBody: query,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].message).toBe(
      'A query may have at most 100 conditions; this one has 1000',
    )
  })
})

describe("GraphQL's Access query", () => {
  it('answers canAccessAdmin false to a visitor and a member, and true to an admin, without an error', async () => {
    await api.createMember('access-member@example.com', 'access-member-password-71')
    const member = await signIn('access-member@example.com', 'access-member-password-71')
    await api.createMember('access-admin@example.com', 'access-admin-password-71', { admin: true })
    const admin = await signIn('access-admin@example.com', 'access-admin-password-71')
    const query = { query: '{ Access { canAccessAdmin } }' }
    for (const [cookie, expected] of [
      [undefined, false],
      [member, false],
      [admin, true],
    ] as const) {
      const answer = await graphql(query, { cookie })
      expect(answer.body).toEqual({ data: { Access: { canAccessAdmin: expected } } })
    }
  })

  it('answers the permissions of collections, globals and fields, without an error, to everyone', async () => {
    await api.createMember('access-deep@example.com', 'access-deep-password-71')
    const member = await signIn('access-deep@example.com', 'access-deep-password-71')
    await api.createMember('access-deep-admin@example.com', 'access-deep-password-71', { admin: true })
    const admin = await signIn('access-deep-admin@example.com', 'access-deep-password-71')
    const query = {
      query: `{ Access {
        users { read { permission } create { permission } update { permission } fields { email { read { permission } } roles { update { permission } } } }
        media { read { permission } delete { permission } }
        site_settings { read { permission } update { permission } }
      } }`,
    }
    const allowed = (permission: boolean) => ({ permission })
    const expected = (who: 'visitor' | 'member' | 'admin') => {
      const isAdmin = who === 'admin'
      const signedIn = who !== 'visitor'
      return {
        data: {
          Access: {
            users: {
              read: allowed(signedIn),
              create: allowed(isAdmin),
              update: allowed(signedIn),
              fields: { email: { read: allowed(signedIn) }, roles: { update: allowed(isAdmin) } },
            },
            media: { read: allowed(true), delete: allowed(isAdmin) },
            site_settings: { read: allowed(true), update: allowed(isAdmin) },
          },
        },
      }
    }
    const [visitorAnswer, memberAnswer, adminAnswer] = await Promise.all(
      [undefined, member, admin].map((cookie) => graphql(query, { cookie })),
    )
    expect(visitorAnswer.body).toEqual(expected('visitor'))
    expect(memberAnswer.body).toEqual(expected('member'))
    expect(adminAnswer.body).toEqual(expected('admin'))
    // A permission that holds for some documents only keeps its where as Payload works it out
    const own = await graphql(
      { query: '{ Access { users { read { permission where } } } }' },
      { cookie: member },
    )
    const { id } = await storedAccount('access-deep@example.com')
    expect(own.body).toEqual({
      data: { Access: { users: { read: { permission: true, where: { id: { equals: id } } } } } },
    })
  })
})

describe('system fields', () => {
  it("ignores a member's own createdAt, updatedAt and lockout counters, on REST and GraphQL", async () => {
    const id = await api.createMember('forger@example.com', 'forger-password-71')
    const cookie = await signIn('forger@example.com', 'forger-password-71')
    const before = (await payload.findByID({ collection: 'users', id })) as { createdAt: string }
    const forged = {
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
      loginAttempts: 4,
      lockUntil: '2099-01-01T00:00:00.000Z',
      roles: ['admin'],
    }
    await call('PATCH', `/users/${id}`, { cookie, body: forged })
    await graphql(
      {
        query: `mutation { updateUser(id: ${id}, data: { name: "G", createdAt: "2001-01-01T00:00:00.000Z" }) { id } }`,
      },
      { cookie, headers: freshAddress() },
    )
    const after = await storedAccount('forger@example.com')
    const doc = (await payload.findByID({ collection: 'users', id })) as {
      createdAt: string
      roles: string[]
    }
    expect(doc.createdAt).toBe(before.createdAt)
    expect(doc.roles).toEqual(['member'])
    expect(after.loginAttempts ?? 0).toBe(0)
    expect(isLocked(after)).toBe(false)
  })
})

describe('session tokens in JSON', () => {
  it('never puts the JWT in a login, me or refresh answer, REST or GraphQL', async () => {
    await api.createMember('tokenless@example.com', 'tokenless-password-71')
    const login = await call('POST', '/users/login', {
      body: { email: 'tokenless@example.com', password: 'tokenless-password-71' },
      headers: freshAddress(),
    })
    const cookie = cookieFrom(login)
    expect(cookie).toMatch(/^payload-token=ey/)
    const jwt = cookie.split('=')[1]
    const bodies = [
      await login.text(),
      await (await call('GET', '/users/me', { cookie })).text(),
      await (await call('POST', '/users/refresh-token', { cookie })).text(),
      JSON.stringify(
        await graphql(
          {
            query:
              `mutation { ${loginMutation('a', 'tokenless@example.com', 'tokenless-password-71')} }`.replace(
                '{ exp }',
                '{ exp token }',
              ),
          },
          { headers: freshAddress() },
        ),
      ),
      JSON.stringify(await graphql({ query: '{ meUser { token exp } }' }, { cookie })),
    ]
    for (const body of bodies) {
      expect(body).not.toContain(jwt)
      expect(body).not.toMatch(/"(token|refreshedToken)":"ey/)
    }
  })
})

describe('rate limits over IPv6', () => {
  it('counts every address of one /64 in one budget', async () => {
    const fromSubnet = (i: number) => ({
      'X-Forwarded-For': `2001:db8:71:${i === 99 ? 'a' : '1'}::${i.toString(16)}`,
    })
    const statuses: number[] = []
    for (let i = 1; i <= 11; i += 1) {
      const response = await call('POST', '/email-signup', {
        body: { email: `v6-${i}@example.com` },
        headers: fromSubnet(i),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 201 || status === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another /64 has its own budget.
    const other = await call('POST', '/email-signup', {
      body: { email: 'v6-other@example.com' },
      headers: fromSubnet(99),
    })
    expect(other.status).not.toBe(429)
  })
})
