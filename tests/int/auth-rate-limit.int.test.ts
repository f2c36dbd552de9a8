import { expectTooManyRequests, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let resetRateLimits: () => void

beforeAll(async () => {
  // Factor 1 (the production default) and a trusted proxy, so tests can speak from several addresses.
  api = await startApi({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true' })
  ;({ resetRateLimits } = await import('@/platform/rateLimit'))
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

beforeEach(() => resetRateLimits())

const from = (address: string) => ({ 'X-Forwarded-For': address })

const loginFrom = (address: string) =>
  api.call('POST', '/auth/login', { body: { email: 'x@example.com', password: '' }, headers: from(address) })

describe('rate limits per client address', () => {
  it('answers 429 with Retry-After on the 11th login in a minute', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await loginFrom('203.0.113.7')).status)
    expect(statuses.every((status) => status !== 429)).toBe(true)

    const limited = await loginFrom('203.0.113.7')
    await expectTooManyRequests(limited)
  })

  it('counts each address on its own behind a trusted proxy (the last X-Forwarded-For entry)', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) await loginFrom('198.51.100.1')
    expect((await loginFrom('198.51.100.1')).status).toBe(429)
    expect((await loginFrom('198.51.100.2')).status).not.toBe(429)
    // A forged first entry does not give a fresh budget: the proxy's own entry is last.
    expect((await loginFrom('10.9.9.9, 198.51.100.1')).status).toBe(429)
  })

  it.each([
    ['signup', '/auth/signup', 5, { email: 'bad', password: 'x' }],
    ['email-signup', '/email-signup', 10, { email: 'bad' }],
  ])('limits %s to %i a minute', async (_name, path, limit, body) => {
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await api.call('POST', path, { body, headers: from('192.0.2.1') })).status).toBe(400)
    }
    expect((await api.call('POST', path, { body, headers: from('192.0.2.1') })).status).toBe(429)
  })

  it('limits change-password to 5 a minute for a signed-in user', async () => {
    await api.createMember('limited@example.com', 'limited-password')
    const cookie = await api.login('limited@example.com', 'limited-password')
    const body = { currentPassword: 'x', newPassword: 'y', confirmPassword: 'z' }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api.call('POST', '/auth/change-password', {
        body,
        cookie,
        headers: from('192.0.2.9'),
      })
      expect(response.status).toBe(400)
    }
    const limited = await api.call('POST', '/auth/change-password', {
      body,
      cookie,
      headers: from('192.0.2.9'),
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
