import { cookieFrom, meEmail, SITE, startApi, type ApiClient } from './helpers/authApi'
import { failingWrites } from './helpers/mongoConflicts'

// On MongoDB, Payload's sign-in and sign-out write the member's session list inside a transaction,
// and a transaction that writes a member another one wrote first is aborted with WriteConflict.
// No MongoDB server runs here: the driver's own error is raised where the server would raise it,
// at the write of the session list, and the site's endpoints must run the operation again.

const PASSWORD = 'Crossed-Sign-Ins-2026'
const CONFLICT_MESSAGE =
  'This account was being signed in or out elsewhere at the same moment. Please try again.'

let api: ApiClient

beforeAll(async () => {
  // The rate limits count in the database here, so a test can read how often a request was counted.
  api = await startApi({ RATE_LIMIT_STORE: 'database' })
})

afterAll(async () => {
  await api.ctx.cleanup()
})

/**
 * Sends `request` while the next `times` writes of a member's session list fail as a transaction
 * that lost the race would: the answer, and how many conflicts were raised.
 */
async function whileConflicting(times: number, request: () => Promise<Response>) {
  const writesSessions = (args: { collection: string; data?: object }) =>
    args.collection === 'users' && Boolean(args.data) && 'sessions' in (args.data as object)
  const { result, raised } = await failingWrites(api.payload, { fails: writesSessions, times }, request)
  return { response: result, raised }
}

async function stored(id: number) {
  const user = (await api.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as {
    sessions?: { id: string }[]
    loginAttempts?: number | null
  }
  return {
    sessions: (user.sessions ?? []).map((session) => session.id),
    loginAttempts: user.loginAttempts ?? 0,
  }
}

/** How many sign-ins the rate limit has counted so far (every client address). */
const loginHitsCounted = async () =>
  (await api.payload.count({ collection: 'rate-limit-hits', where: { key: { like: 'login:' } } })).totalDocs

const signIn = (email: string) => api.call('POST', '/auth/login', { body: { email, password: PASSWORD } })

describe('a sign-in or sign-out that crosses another of the same member (MongoDB)', () => {
  it('signs the member in when the first write of the session lost to another transaction', async () => {
    const email = 'crossed-sign-in@example.com'
    const id = await api.createMember(email, PASSWORD)
    const { response, raised } = await whileConflicting(1, () => signIn(email))

    expect(raised).toBe(1)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ message: 'Logged in', user: { email } })
    expect(await meEmail(api, { cookie: cookieFrom(response) })).toBe(email)
    expect(await stored(id)).toEqual({ sessions: [expect.any(String)], loginAttempts: 0 })
  })

  it('answers 409 naming the conflict, with no session and no failed attempt, when every run lost', async () => {
    const email = 'crossed-three-times@example.com'
    const id = await api.createMember(email, PASSWORD)
    const { response, raised } = await whileConflicting(3, () => signIn(email))

    expect(raised).toBe(3)
    expect(response.status).toBe(409)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toEqual({ error: CONFLICT_MESSAGE })
    expect(await stored(id)).toEqual({ sessions: [], loginAttempts: 0 })
    expect((await signIn(email)).status).toBe(200)
  })

  it("holds one of the account's five checks per request, not one per run", async () => {
    const email = 'crossed-checks@example.com'
    await api.createMember(email, PASSWORD)
    const wrong = () => api.call('POST', '/auth/login', { body: { email, password: 'Not-The-Password-1' } })

    // Two wrong passwords and two requests whose three runs all lost: four of the five checks.
    expect((await wrong()).status).toBe(401)
    expect((await wrong()).status).toBe(401)
    expect((await whileConflicting(3, () => signIn(email))).response.status).toBe(409)
    expect((await whileConflicting(3, () => signIn(email))).response.status).toBe(409)

    const response = await signIn(email)
    expect(response.status).toBe(200)
    expect(await meEmail(api, { cookie: cookieFrom(response) })).toBe(email)
  })

  it('signs the session out when the first write of the list lost to another transaction', async () => {
    const email = 'crossed-sign-out@example.com'
    const id = await api.createMember(email, PASSWORD)
    const staying = await api.login(email, PASSWORD)
    const leaving = await api.login(email, PASSWORD)
    const { response, raised } = await whileConflicting(1, () =>
      api.call('POST', '/auth/logout', { cookie: leaving }),
    )

    expect(raised).toBe(1)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Logged out' })
    expect(await meEmail(api, { cookie: leaving })).toBeNull()
    expect(await meEmail(api, { cookie: staying })).toBe(email)
    expect((await stored(id)).sessions).toHaveLength(1)
  })

  it('answers 409 to a sign-out whose every run lost, and the session stays signed in', async () => {
    const email = 'crossed-sign-out-three@example.com'
    await api.createMember(email, PASSWORD)
    const cookie = await api.login(email, PASSWORD)
    const { response, raised } = await whileConflicting(3, () => api.call('POST', '/auth/logout', { cookie }))

    expect(raised).toBe(3)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: CONFLICT_MESSAGE })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await meEmail(api, { cookie })).toBe(email)
  })
})

describe("Payload's own sign-in, sign-out and refresh (the admin's) when they cross another change (MongoDB)", () => {
  // Payload reads the session cookie only from a request a browser sends (Origin or Sec-Fetch-Site).
  const fromTheSite = { Origin: SITE }
  const payloadSignIn = (email: string) =>
    api.call('POST', '/users/login', { body: { email, password: PASSWORD } })

  it("signs in through /api/users/login when the first write lost, with Payload's answer", async () => {
    const email = 'crossed-admin-sign-in@example.com'
    const id = await api.createMember(email, PASSWORD)
    const { response, raised } = await whileConflicting(1, () => payloadSignIn(email))

    expect(raised).toBe(1)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ message: 'Authentication Passed', user: { email } })
    expect(body).not.toHaveProperty('token')
    expect(await meEmail(api, { cookie: cookieFrom(response) })).toBe(email)
    expect(await stored(id)).toEqual({ sessions: [expect.any(String)], loginAttempts: 0 })
  })

  it("answers 409 in Payload's error shape when every run lost, and nothing is stored", async () => {
    const email = 'crossed-admin-three@example.com'
    const id = await api.createMember(email, PASSWORD)
    const { response, raised } = await whileConflicting(3, () => payloadSignIn(email))

    expect(raised).toBe(3)
    expect(response.status).toBe(409)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toEqual({ errors: [{ message: CONFLICT_MESSAGE }] })
    expect(await stored(id)).toEqual({ sessions: [], loginAttempts: 0 })
    expect((await payloadSignIn(email)).status).toBe(200)
  })

  it('counts the request once in the sign-in rate limit, however many runs it takes', async () => {
    const email = 'crossed-admin-counted@example.com'
    await api.createMember(email, PASSWORD)
    const before = await loginHitsCounted()
    const { response, raised } = await whileConflicting(2, () => payloadSignIn(email))

    expect(raised).toBe(2)
    expect(response.status).toBe(200)
    expect((await loginHitsCounted()) - before).toBe(1)
  })

  it('answers 409 to a sign-out whose every run lost, and the session stays signed in', async () => {
    const email = 'crossed-admin-sign-out-three@example.com'
    await api.createMember(email, PASSWORD)
    const cookie = await api.login(email, PASSWORD)
    const { response, raised } = await whileConflicting(3, () =>
      api.call('POST', '/users/logout', { cookie, headers: fromTheSite }),
    )

    expect(raised).toBe(3)
    expect(response.status).toBe(409)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toEqual({ errors: [{ message: CONFLICT_MESSAGE }] })
    expect(await meEmail(api, { cookie })).toBe(email)
  })

  it('still answers a wrong password as Payload does (401), once per request', async () => {
    const email = 'crossed-admin-wrong@example.com'
    const id = await api.createMember(email, PASSWORD)
    const response = await api.call('POST', '/users/login', {
      body: { email, password: 'Not-The-Password-1' },
    })

    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      errors: [{ message: 'The email or password provided is incorrect.' }],
    })
    expect((await stored(id)).loginAttempts).toBe(1)
  })

  it('signs out through /api/users/logout when the first write lost; the other session stays', async () => {
    const email = 'crossed-admin-sign-out@example.com'
    const id = await api.createMember(email, PASSWORD)
    const staying = await api.login(email, PASSWORD)
    const leaving = await api.login(email, PASSWORD)
    const { response, raised } = await whileConflicting(1, () =>
      api.call('POST', '/users/logout', { cookie: leaving, headers: fromTheSite }),
    )

    expect(raised).toBe(1)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Logout successful.' })
    expect(response.headers.get('set-cookie')).toMatch(/^payload-token=;/)
    expect(await meEmail(api, { cookie: leaving })).toBeNull()
    expect(await meEmail(api, { cookie: staying })).toBe(email)
    expect((await stored(id)).sessions).toHaveLength(1)
  })

  it('refreshes the session through /api/users/refresh-token when the first write lost', async () => {
    const email = 'crossed-admin-refresh@example.com'
    await api.createMember(email, PASSWORD)
    const cookie = await api.login(email, PASSWORD)
    const { response, raised } = await whileConflicting(1, () =>
      api.call('POST', '/users/refresh-token', { cookie, headers: fromTheSite }),
    )

    expect(raised).toBe(1)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ message: 'Token refresh successful.', user: { email } })
    expect(body).not.toHaveProperty('refreshedToken')
    const refreshed = cookieFrom(response)
    expect(refreshed).toMatch(/^payload-token=.+/)
    expect(await meEmail(api, { cookie: refreshed })).toBe(email)
  })

  describe('GraphQL', () => {
    async function graphql(query: string, cookie?: string) {
      const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
      const config = (await import('@payload-config')).default
      const response = await GRAPHQL_POST(config)(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...fromTheSite,
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: JSON.stringify({ query }),
        }),
      )
      return response
    }
    const loginUser = (email: string) =>
      graphql(`mutation { loginUser(email: "${email}", password: "${PASSWORD}") { user { email } } }`)

    it('signs in with loginUser when the first write lost', async () => {
      const email = 'crossed-graphql-sign-in@example.com'
      const id = await api.createMember(email, PASSWORD)
      const { response, raised } = await whileConflicting(1, () => loginUser(email))

      expect(raised).toBe(1)
      expect(await response.json()).toEqual({ data: { loginUser: { user: { email } } } })
      expect(await meEmail(api, { cookie: cookieFrom(response) })).toBe(email)
      expect(await stored(id)).toEqual({ sessions: [expect.any(String)], loginAttempts: 0 })
    })

    it('names the conflict (status 409) instead of "Something went wrong." when every run lost', async () => {
      const email = 'crossed-graphql-three@example.com'
      const id = await api.createMember(email, PASSWORD)
      const { response, raised } = await whileConflicting(3, () => loginUser(email))

      expect(raised).toBe(3)
      const { data, errors } = await response.json()
      expect(data).toEqual({ loginUser: null })
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({ message: CONFLICT_MESSAGE, extensions: { statusCode: 409 } })
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await stored(id)).toEqual({ sessions: [], loginAttempts: 0 })
    })

    it('signs out with logoutUser when the first write lost', async () => {
      const email = 'crossed-graphql-sign-out@example.com'
      const id = await api.createMember(email, PASSWORD)
      const staying = await api.login(email, PASSWORD)
      const leaving = await api.login(email, PASSWORD)
      const { response, raised } = await whileConflicting(1, () =>
        graphql('mutation { logoutUser }', leaving),
      )

      expect(raised).toBe(1)
      expect(await response.json()).toEqual({ data: { logoutUser: 'true' } })
      expect(await meEmail(api, { cookie: leaving })).toBeNull()
      expect(await meEmail(api, { cookie: staying })).toBe(email)
      expect((await stored(id)).sessions).toHaveLength(1)
    })

    it('refreshes the session with refreshTokenUser when the first write lost', async () => {
      const email = 'crossed-graphql-refresh@example.com'
      await api.createMember(email, PASSWORD)
      const cookie = await api.login(email, PASSWORD)
      const { response, raised } = await whileConflicting(1, () =>
        graphql('mutation { refreshTokenUser { user { email } } }', cookie),
      )

      expect(raised).toBe(1)
      expect(await response.json()).toEqual({ data: { refreshTokenUser: { user: { email } } } })
      expect(await meEmail(api, { cookie: cookieFrom(response) })).toBe(email)
    })
  })
})
