import { parseEnv } from '@/platform/env'
import { clientAddress, MemoryRateLimitStore, rateLimitSubject } from '@/platform/rateLimit'

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

describe('rateLimitSubject', () => {
  it('counts every address of one IPv6 /64 as one client, whatever its spelling', () => {
    const subject = '2001:db8:85a3:12::/64'
    expect(rateLimitSubject('2001:db8:85a3:12::1')).toBe(subject)
    expect(rateLimitSubject('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(subject)
    expect(rateLimitSubject('[2001:DB8:85A3:12:0:0:0:77]')).toBe(subject)
    expect(rateLimitSubject('2001:db8:85a3:13::1')).not.toBe(subject)
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps IPv4 addresses whole, IPv4-mapped ones too, and anything else as it is', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitSubject('direct')).toBe('direct')
  })
})

describe('MemoryRateLimitStore', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => jest.useRealTimers())

  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const store = new MemoryRateLimitStore()
    for (let hit = 0; hit < 3; hit += 1) expect((await store.hit('login:a', 3, 60_000)).allowed).toBe(true)
    jest.advanceTimersByTime(15_000)
    expect(await store.hit('login:a', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect((await store.hit('login:b', 3, 60_000)).allowed).toBe(true)
  })

  it('opens a fresh window once the old one has passed', async () => {
    const store = new MemoryRateLimitStore()
    expect((await store.hit('login:a', 1, 1_000)).allowed).toBe(true)
    jest.advanceTimersByTime(999)
    expect(await store.hit('login:a', 1, 1_000)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    jest.advanceTimersByTime(1)
    expect((await store.hit('login:a', 1, 1_000)).allowed).toBe(true)
  })

  it('keeps a window per key and limit, forgets one key on demand and everything on reset', async () => {
    const store = new MemoryRateLimitStore()
    expect((await store.hit('login:a', 2, 60_000)).allowed).toBe(true)
    expect((await store.hit('login:a', 2, 60_000)).allowed).toBe(true)
    jest.advanceTimersByTime(20_000)
    expect(await store.hit('login:a', 2, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 40 })
    // Another action (another limit) with the same address counts on its own.
    expect((await store.hit('signup:a', 1, 60_000)).allowed).toBe(true)
    await store.forget('login:a', 2, 60_000)
    expect((await store.hit('login:a', 2, 60_000)).allowed).toBe(true)
    expect(await store.hit('signup:a', 1, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    await store.reset()
    expect((await store.hit('signup:a', 1, 60_000)).allowed).toBe(true)
  })
})

describe('RATE_LIMIT_STORE', () => {
  it('defaults to memory for one process on SQLite, to the cluster for several, and to database on MongoDB', () => {
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe('memory')
    expect(parseEnv({ RATE_LIMIT_STORE: '' }).RATE_LIMIT_STORE).toBe('memory')
    expect(parseEnv({ WEB_CONCURRENCY: '1' }).RATE_LIMIT_STORE).toBe('memory')
    expect(parseEnv({ WEB_CONCURRENCY: '2' }).RATE_LIMIT_STORE).toBe('cluster')
    expect(parseEnv({ DATABASE_URI: 'mongodb://db:27017/site' }).RATE_LIMIT_STORE).toBe('database')
    expect(parseEnv({ DATABASE_URI: 'mongodb://db:27017/site', WEB_CONCURRENCY: '2' }).RATE_LIMIT_STORE).toBe(
      'database',
    )
  })

  it('can be chosen either way, and names the variable when the value is unknown', () => {
    expect(parseEnv({ RATE_LIMIT_STORE: 'database' }).RATE_LIMIT_STORE).toBe('database')
    expect(parseEnv({ RATE_LIMIT_STORE: 'cluster' }).RATE_LIMIT_STORE).toBe('cluster')
    expect(parseEnv({ DATABASE_URI: 'mongodb://db/site', RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe(
      'memory',
    )
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/)
  })
})
