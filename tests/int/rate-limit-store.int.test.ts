import type { DatabaseRateLimitStore as Store } from '@/platform/rateLimit'

import { expectTooManyRequests, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let DatabaseRateLimitStore: typeof Store
let resetRateLimits: (payload?: ApiClient['payload']) => Promise<void>

beforeAll(async () => {
  // The production limits (factor 1), the shared store, and a trusted proxy to speak from several addresses.
  api = await startApi({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true', RATE_LIMIT_STORE: 'database' })
  ;({ DatabaseRateLimitStore, resetRateLimits } = await import('@/platform/rateLimit'))
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

beforeEach(() => resetRateLimits(api.payload))

const MINUTE = 60_000
const T0 = Date.UTC(2031, 0, 1)

const storedHits = async (key: string) =>
  (await api.payload.count({ collection: 'rate-limit-hits', where: { key: { equals: key } } })).totalDocs

const from = (address: string) => ({ 'X-Forwarded-For': address })

describe('the course page view beacon', () => {
  it('records 30 views a minute from one address, then answers 429 and records no more', async () => {
    const address = '198.51.100.77'
    const views = async () =>
      (
        await api.payload.count({
          collection: 'course-funnel-events',
          where: { kind: { equals: 'course-page-view' } },
        })
      ).totalDocs
    const view = () => api.call('POST', '/course/page-view', { headers: from(address) })
    const before = await views()
    for (let i = 0; i < 30; i += 1) expect((await view()).status).toBe(204)
    await expectTooManyRequests(await view())
    expect((await views()) - before).toBe(30)
    // Another address has its own budget.
    expect((await api.call('POST', '/course/page-view', { headers: from('198.51.100.78') })).status).toBe(204)
  })
})

describe('the database store (RATE_LIMIT_STORE=database)', () => {
  it('is one budget for two app instances: the 6th hit through the second is refused with Retry-After', async () => {
    const first = new DatabaseRateLimitStore(api.payload)
    const second = new DatabaseRateLimitStore(api.payload)
    const results = []
    for (let i = 0; i < 5; i += 1) {
      results.push(await (i % 2 ? second : first).hit('login:shared', 5, MINUTE, T0 + i * 1_000))
    }
    expect(results.every((result) => result.allowed)).toBe(true)

    // The oldest hit (at T0) leaves the window at T0 + 60 s, 50 s after this one.
    expect(await second.hit('login:shared', 5, MINUTE, T0 + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    })
    expect(await first.hit('login:shared', 5, MINUTE, T0 + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    })
    // A refused hit is not stored.
    expect(await storedHits('login:shared')).toBe(5)
  })

  it('slides: a hit is allowed again as soon as the oldest one has left the window', async () => {
    const store = new DatabaseRateLimitStore(api.payload)
    expect((await store.hit('signup:slide', 2, 10_000, T0)).allowed).toBe(true)
    expect((await store.hit('signup:slide', 2, 10_000, T0 + 5_000)).allowed).toBe(true)
    expect(await store.hit('signup:slide', 2, 10_000, T0 + 6_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 4,
    })
    expect((await store.hit('signup:slide', 2, 10_000, T0 + 10_000)).allowed).toBe(true)
    // Now T0 + 5 s and T0 + 10 s are in the window: the next chance is at T0 + 15 s.
    expect(await store.hit('signup:slide', 2, 10_000, T0 + 10_001)).toEqual({
      allowed: false,
      retryAfterSeconds: 5,
    })
    // Another key has its own budget.
    expect((await store.hit('signup:other', 2, 10_000, T0 + 10_001)).allowed).toBe(true)
  })

  it('lets at most 5 of 20 concurrent hits through two instances against a limit of 5, and keeps only those', async () => {
    const instances = [new DatabaseRateLimitStore(api.payload), new DatabaseRateLimitStore(api.payload)]
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2].hit('login:burst', 5, MINUTE, T0)),
    )
    const allowed = results.filter((result) => result.allowed).length
    expect(allowed).toBeLessThanOrEqual(5)
    for (const result of results.filter((each) => !each.allowed)) {
      expect(result).toEqual({ allowed: false, retryAfterSeconds: 60 })
    }
    expect(await storedHits('login:burst')).toBe(allowed)
    // Once the burst is over, the budget left is given out one by one.
    for (let i = allowed; i < 5; i += 1) {
      expect(await instances[i % 2].hit('login:burst', 5, MINUTE, T0 + 1_000)).toEqual({ allowed: true })
    }
    expect((await instances[0].hit('login:burst', 5, MINUTE, T0 + 1_000)).allowed).toBe(false)
  })

  it('purges the hits older than the window and keeps the others', async () => {
    const store = new DatabaseRateLimitStore(api.payload, { purgeIntervalMs: 30_000 })
    await store.hit('email-signup:purge', 10, MINUTE, T0)
    await store.hit('email-signup:purge', 10, MINUTE, T0 + 20_000)
    expect(await storedHits('email-signup:purge')).toBe(2)

    expect(await store.purge(T0 + 70_000)).toBe(1)
    expect(await storedHits('email-signup:purge')).toBe(1)

    // A hit after the purge interval purges by itself: at T0 + 90 s the hit of T0 + 20 s is too old.
    await store.hit('email-signup:purge', 10, MINUTE, T0 + 90_000)
    const left = await api.payload.find({
      collection: 'rate-limit-hits',
      where: { key: { equals: 'email-signup:purge' } },
    })
    expect(left.docs.map((doc) => doc.hitAt)).toEqual([new Date(T0 + 90_000).toISOString()])
  })

  it('answers the 11th POST /api/auth/login of a minute with 429 and Retry-After, and stores one hit per request', async () => {
    await api.createMember('counted@example.com', 'counted-password-1')
    // Right credentials, so /api/auth/login hands its request on to payload.login: still one hit each.
    const login = () =>
      api.call('POST', '/auth/login', {
        body: { email: 'counted@example.com', password: 'counted-password-1' },
        headers: from('203.0.113.50'),
      })
    for (let i = 0; i < 10; i += 1) expect((await login()).status).toBe(200)
    expect(await storedHits('login:203.0.113.50')).toBe(10)

    const limited = await login()
    await expectTooManyRequests(limited)
  })

  it('keeps the hits away from REST: GET and POST /api/rate-limit-hits are refused for anonymous, member and admin', async () => {
    await new DatabaseRateLimitStore(api.payload).hit('login:secret', 5, MINUTE)
    await api.createMember('hits-member@example.com', 'member-password-1')
    await api.createMember('hits-admin@example.com', 'admin-password-1', { admin: true })
    const member = await api.login('hits-member@example.com', 'member-password-1')
    const admin = await api.login('hits-admin@example.com', 'admin-password-1')

    for (const cookie of [undefined, member, admin]) {
      const list = await api.call('GET', '/rate-limit-hits', { cookie })
      expect(list.status).toBe(403)
      expect(JSON.stringify(await list.json())).not.toContain('login:secret')
      const created = await api.call('POST', '/rate-limit-hits', {
        cookie,
        body: { key: 'login:forged', hitAt: new Date().toISOString() },
      })
      expect(created.status).toBe(403)
    }
    expect(await storedHits('login:forged')).toBe(0)
  })
})

describe("Payload's own auth routes share the limits of /api/auth/*", () => {
  const payloadLogin = (address: string) =>
    api.call('POST', '/users/login', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      headers: from(address),
    })

  it('answers the 11th POST /api/users/login with 429, Retry-After and a JSON error', async () => {
    for (let i = 0; i < 10; i += 1) expect((await payloadLogin('198.51.100.20')).status).toBe(401)
    const limited = await payloadLogin('198.51.100.20')
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await limited.json()).toEqual({
      errors: [{ message: `Too many requests. Please try again in ${retryAfter} seconds.` }],
    })
    // Another address still gets in.
    expect((await payloadLogin('198.51.100.21')).status).toBe(401)
  })

  it('counts /api/users/login and /api/auth/login in one login budget', async () => {
    const address = '198.51.100.30'
    for (let i = 0; i < 5; i += 1) {
      // A different unknown address each time: five failures would lock one, as they lock an account.
      const ours = await api.call('POST', '/auth/login', {
        body: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
        headers: from(address),
      })
      expect(ours.status).toBe(401)
      expect((await payloadLogin(address)).status).toBe(401)
    }
    expect((await payloadLogin(address)).status).toBe(429)
    const ours = await api.call('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      headers: from(address),
    })
    expect(ours.status).toBe(429)
  })

  it('limits POST /api/users/forgot-password to 5 and /api/users/reset-password to 10 a minute', async () => {
    const forgot = () =>
      api.call('POST', '/users/forgot-password', {
        body: { email: 'nobody@example.com' },
        headers: from('192.0.2.40'),
      })
    for (let i = 0; i < 5; i += 1) expect((await forgot()).status).toBe(200)
    const limitedForgot = await forgot()
    expect(limitedForgot.status).toBe(429)
    expect(limitedForgot.headers.get('retry-after')).toMatch(/^\d+$/)

    const reset = () =>
      api.call('POST', '/users/reset-password', {
        body: { token: 'not-a-real-token', password: 'a-long-new-password-1' },
        headers: from('192.0.2.41'),
      })
    for (let i = 0; i < 10; i += 1) {
      const response = await reset()
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.status).not.toBe(429)
    }
    const limitedReset = await reset()
    expect(limitedReset.status).toBe(429)
    expect((await limitedReset.json()).errors[0].message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    )
  })

  it('counts the GraphQL loginUser mutation in the same login budget', async () => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const graphql = GRAPHQL_POST(config)
    const address = '198.51.100.50'
    const graphqlLogin = async () => {
      const response = await graphql(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...from(address) },
          body: JSON.stringify({
            query:
              'mutation { loginUser(email: "nobody@example.com", password: "wrong-password") { token } }',
          }),
        }),
      )
      return (await response.json()) as { errors?: { message: string }[] }
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await graphqlLogin()).errors?.[0].message).not.toMatch(/^Too many requests/)
      expect((await payloadLogin(address)).status).toBe(401)
    }
    expect((await graphqlLogin()).errors?.[0].message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    )
    expect((await payloadLogin(address)).status).toBe(429)
  })

  it('does not count the local API (seeders, scripts and our own endpoints call it)', async () => {
    for (let i = 0; i < 8; i += 1) {
      await api.payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.com' } })
    }
    const hits = await api.payload.count({
      collection: 'rate-limit-hits',
      where: { key: { like: 'forgot-password:' } },
    })
    expect(hits.totalDocs).toBe(0)
  })
})
