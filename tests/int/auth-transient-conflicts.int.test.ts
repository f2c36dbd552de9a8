import { MongoServerError } from 'mongodb'

import { cookieFrom, meEmail, startApi, type ApiClient } from './helpers/authApi'

// On MongoDB, Payload's sign-in and sign-out write the member's session list inside a transaction,
// and a transaction that writes a member another one wrote first is aborted with WriteConflict.
// No MongoDB server runs here: the driver's own error is raised where the server would raise it,
// at the write of the session list, and the site's endpoints must run the operation again.

const PASSWORD = 'Crossed-Sign-Ins-2026'
const CONFLICT_MESSAGE =
  'This account was being signed in or out elsewhere at the same moment. Please try again.'

let api: ApiClient

beforeAll(async () => {
  api = await startApi()
})

afterAll(async () => {
  await api.ctx.cleanup()
})

/** What MongoDB answers a transaction that wrote a document after another transaction did. */
const writeConflict = () =>
  new MongoServerError({
    code: 112,
    codeName: 'WriteConflict',
    errmsg:
      'WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.',
    errorLabels: ['TransientTransactionError'],
  })

/**
 * Sends `request` while the next `times` writes of a member's session list fail as a transaction
 * that lost the race would: the answer, and how many conflicts were raised.
 */
async function whileConflicting(times: number, request: () => Promise<Response>) {
  const db = api.payload.db
  const updateOne = db.updateOne
  let raised = 0
  db.updateOne = (async (args) => {
    const writesSessions = args.collection === 'users' && args.data && 'sessions' in args.data
    if (writesSessions && raised < times) {
      raised++
      throw writeConflict()
    }
    return updateOne.call(db, args)
  }) as typeof db.updateOne
  try {
    return { response: await request(), raised }
  } finally {
    db.updateOne = updateOne
  }
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
