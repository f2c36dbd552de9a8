import { parseEnv } from '@/lib/env'
import { clientAddress, FixedWindowLimiter, MemoryRateLimitStore } from '@/lib/rateLimit'

describe('FixedWindowLimiter', () => {
  it('allows the limit, then refuses with the seconds left in the window', () => {
    const limiter = new FixedWindowLimiter(3, 60_000)
    const start = 1_000_000
    expect([0, 1, 2].map((offset) => limiter.hit('a', start + offset).allowed)).toEqual([true, true, true])
    expect(limiter.hit('a', start + 15_000)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.hit('b', start + 15_000).allowed).toBe(true)
  })

  it('opens a fresh window once the old one has passed', () => {
    const limiter = new FixedWindowLimiter(1, 1_000)
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('a', 999)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect(limiter.hit('a', 1_000).allowed).toBe(true)
  })
})

describe('clientAddress', () => {
  const headers = (forwardedFor?: string) =>
    new Headers(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {})

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', () => {
    expect(clientAddress(headers('203.0.113.1'), false)).toBe('direct')
    expect(clientAddress(headers('198.51.100.9'), false)).toBe('direct')
  })

  it("without a proxy, takes the socket's address the server handed over", () => {
    const fromServer = new Headers({ 'X-Forwarded-For': '203.0.113.1', 'X-Client-Address': '198.51.100.7' })
    expect(clientAddress(fromServer, false)).toBe('198.51.100.7')
    expect(clientAddress(fromServer, true)).toBe('203.0.113.1')
  })

  it('behind a trusted proxy, takes the last X-Forwarded-For entry (the one the proxy added)', () => {
    expect(clientAddress(headers('203.0.113.1'), true)).toBe('203.0.113.1')
    expect(clientAddress(headers('10.0.0.1, 203.0.113.1'), true)).toBe('203.0.113.1')
    expect(clientAddress(headers(), true)).toBe('unknown')
  })
})

describe('MemoryRateLimitStore', () => {
  it('keeps a fixed window per key and limit, and forgets everything on reset', async () => {
    const store = new MemoryRateLimitStore()
    expect((await store.hit('login:a', 2, 60_000, 0)).allowed).toBe(true)
    expect((await store.hit('login:a', 2, 60_000, 1_000)).allowed).toBe(true)
    expect(await store.hit('login:a', 2, 60_000, 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 })
    // Another action (another limit) with the same address counts on its own.
    expect((await store.hit('signup:a', 1, 60_000, 20_000)).allowed).toBe(true)
    await store.reset()
    expect((await store.hit('login:a', 2, 60_000, 20_000)).allowed).toBe(true)
  })
})

describe('RATE_LIMIT_STORE', () => {
  it('defaults to memory on SQLite (one box) and to database on MongoDB (several app nodes)', () => {
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe('memory')
    expect(parseEnv({ RATE_LIMIT_STORE: '' }).RATE_LIMIT_STORE).toBe('memory')
    expect(parseEnv({ DATABASE_URI: 'mongodb://db:27017/site' }).RATE_LIMIT_STORE).toBe('database')
  })

  it('can be chosen either way, and names the variable when the value is unknown', () => {
    expect(parseEnv({ RATE_LIMIT_STORE: 'database' }).RATE_LIMIT_STORE).toBe('database')
    expect(parseEnv({ DATABASE_URI: 'mongodb://db/site', RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe(
      'memory',
    )
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/)
  })
})
