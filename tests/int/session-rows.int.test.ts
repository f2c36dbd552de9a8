import crypto from 'node:crypto'

import { createClient, type Client, type InStatement } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'

import { meEmail, SITE, startApi, type ApiClient } from './helpers/authApi'

// A member's sessions on SQLite are rows of `users_sessions`. Every sign-in, sign-out and edit of
// the member writes them; another process reads them between any two of those statements.

const PASSWORD = 'Rows-Of-Sessions-2026'

let api: ApiClient
let otherProcess: Client

beforeAll(async () => {
  api = await startApi()
  // A connection of its own to the same file: what another worker reads, statement by statement
  otherProcess = createClient({ url: `file:${api.ctx.dbFile}` })
})

afterAll(async () => {
  otherProcess.close()
  await api.ctx.cleanup()
})

async function sessionRows(userId: number): Promise<{ id: string; expiresAt: string }[]> {
  const { rows } = await otherProcess.execute({
    sql: 'SELECT id, expires_at FROM users_sessions WHERE _parent_id = ? ORDER BY _order',
    args: [userId],
  })
  return rows.map((row) => ({ id: String(row.id), expiresAt: String(row.expires_at) }))
}

const sessionIds = async (userId: number) => (await sessionRows(userId)).map((row) => row.id)

async function roles(userId: number): Promise<string[]> {
  const { rows } = await otherProcess.execute({
    sql: 'SELECT value FROM users_roles WHERE parent_id = ? ORDER BY "order"',
    args: [userId],
  })
  return rows.map((row) => String(row.value))
}

const isRead = (statement: InStatement) =>
  /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql)

/**
 * Runs `action` and, after each statement of it that writes, reads the member's sessions through
 * the other connection: every state another process can see while it runs.
 */
async function seenByOtherProcess(
  userId: number,
  action: () => Promise<unknown>,
  look: (userId: number) => Promise<string[]> = sessionIds,
): Promise<string[][]> {
  const client = (api.payload.db as unknown as SQLiteAdapter).client
  const { execute, batch } = client
  const seen: string[][] = []
  client.execute = (async (statement: InStatement, ...rest: unknown[]) => {
    const result = await (execute as (...args: unknown[]) => ReturnType<Client['execute']>).call(
      client,
      statement,
      ...rest,
    )
    if (!isRead(statement)) seen.push(await look(userId))
    return result
  }) as Client['execute']
  client.batch = (async (statements, mode) => {
    const result = await batch.call(client, statements, mode)
    if (!statements.every(isRead)) seen.push(await look(userId))
    return result
  }) as Client['batch']
  try {
    await action()
  } finally {
    client.execute = execute
    client.batch = batch
  }
  return seen
}

/**
 * Holds the next password check until `release` is called: `checking` resolves once the sign-in has
 * read the member and begun to hash.
 */
function holdNextPasswordCheck() {
  const pbkdf2 = crypto.pbkdf2
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let started = () => {}
  const checking = new Promise<void>((resolve) => (started = resolve))
  crypto.pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
    crypto.pbkdf2 = pbkdf2
    started()
    void released.then(() => pbkdf2(...args))
  }) as typeof crypto.pbkdf2
  return { checking, release }
}

/** A new member (`rows-<name>@example.com`), signed in once: their id, address and session cookie. */
async function signedInMember(name: string, extra?: Parameters<ApiClient['createMember']>[2]) {
  const email = `rows-${name}@example.com`
  const id = await api.createMember(email, PASSWORD, extra)
  const cookie = await api.login(email, PASSWORD)
  return { email, id, cookie }
}

describe("a member's sessions on SQLite", () => {
  it('stay in sight of every other process while the member signs in again', async () => {
    const { email, id, cookie: first } = await signedInMember('sign-in')
    const [firstSession] = await sessionIds(id)

    let second = ''
    const seen = await seenByOtherProcess(id, async () => {
      second = await api.login(email, PASSWORD)
    })

    expect(seen.length).toBeGreaterThan(0)
    for (const ids of seen) expect(ids).toContain(firstSession)
    expect(await sessionIds(id)).toHaveLength(2)
    expect(await meEmail(api, { cookie: first })).toBe(email)
    expect(await meEmail(api, { cookie: second })).toBe(email)
  })

  it("leave the member's roles in sight while the member signs in", async () => {
    const email = 'rows-roles@example.com'
    const id = await api.createMember(email, PASSWORD, { admin: true })

    const seen = await seenByOtherProcess(id, () => api.login(email, PASSWORD), roles)

    expect(seen.length).toBeGreaterThan(0)
    for (const looked of seen) expect(looked).toEqual(['admin'])
  })

  it('stay in sight while another session signs out, and only that one ends', async () => {
    const { email, id, cookie: staying } = await signedInMember('sign-out')
    const [stayingSession] = await sessionIds(id)
    const leaving = await api.login(email, PASSWORD)

    const seen = await seenByOtherProcess(id, async () => {
      const response = await api.call('POST', '/auth/logout', { cookie: leaving })
      expect(response.status).toBe(200)
    })

    expect(seen.length).toBeGreaterThan(0)
    for (const ids of seen) expect(ids).toContain(stayingSession)
    expect(await sessionIds(id)).toEqual([stayingSession])
    expect(await meEmail(api, { cookie: leaving })).toBeNull()
    expect(await meEmail(api, { cookie: staying })).toBe(email)
  })

  it('stay in sight while the owner edits the member, and the edit keeps them', async () => {
    const { email, id, cookie } = await signedInMember('edit', { requirePasswordChange: true })
    const before = await sessionRows(id)

    const seen = await seenByOtherProcess(id, () =>
      api.payload.update({ collection: 'users', id, data: { requirePasswordChange: false } }),
    )

    expect(seen.length).toBeGreaterThan(0)
    for (const ids of seen) expect(ids).toEqual(before.map((row) => row.id))
    expect(await sessionRows(id)).toEqual(before)
    expect(await meEmail(api, { cookie })).toBe(email)
  })

  it('are left alone by a write of the member that names none of them', async () => {
    const { email, id, cookie } = await signedInMember('unnamed')
    const before = await sessionRows(id)

    // The adapter's own call, as a script or a hook makes it: Payload's SQL adapter writes an
    // array left out of the data as an empty one.
    await api.payload.db.updateOne({
      collection: 'users',
      id,
      data: { roles: ['member', 'admin'] },
      returning: false,
    })

    expect(await sessionRows(id)).toEqual(before)
    expect(await meEmail(api, { cookie })).toBe(email)
  })

  it('all stay when the member signs in on several browsers at once', async () => {
    const { email, id, cookie: first } = await signedInMember('many')

    const cookies = await Promise.all(Array.from({ length: 5 }, () => api.login(email, PASSWORD)))

    expect(await sessionIds(id)).toHaveLength(6)
    for (const cookie of [first, ...cookies]) expect(await meEmail(api, { cookie })).toBe(email)
  })

  it('end for good when the member signs out while signing in elsewhere', async () => {
    const { email, id, cookie: leaving } = await signedInMember('crossing')

    // The sign-in reads the member (with the session about to end), then hashes the password
    const hash = holdNextPasswordCheck()
    const signingIn = api.login(email, PASSWORD)
    await hash.checking
    expect((await api.call('POST', '/auth/logout', { cookie: leaving })).status).toBe(200)
    hash.release()
    const arriving = await signingIn

    expect(await sessionIds(id)).toHaveLength(1)
    expect(await meEmail(api, { cookie: leaving })).toBeNull()
    expect(await meEmail(api, { cookie: arriving })).toBe(email)
  })

  it('keep their own expiry when one of them is renewed', async () => {
    const { email, id, cookie: renewing } = await signedInMember('renewed')
    const [renewingSession] = await sessionIds(id)
    await api.login(email, PASSWORD)
    const soon = new Date(Date.now() + 60_000).toISOString()
    await otherProcess.execute({ sql: 'UPDATE users_sessions SET expires_at = ?', args: [soon] })

    const response = await api.call('POST', '/users/refresh-token', {
      cookie: renewing,
      headers: { origin: SITE },
    })
    expect(response.status).toBe(200)

    const rows = await sessionRows(id)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      if (row.id === renewingSession) expect(row.expiresAt > soon).toBe(true)
      else expect(row.expiresAt).toBe(soon)
    }
  })

  it('lose an expired session at the next sign-in', async () => {
    const { email, id } = await signedInMember('expired')
    const [expired] = await sessionIds(id)
    await otherProcess.execute({
      sql: 'UPDATE users_sessions SET expires_at = ? WHERE id = ?',
      args: ['2020-01-01T00:00:00.000Z', expired],
    })
    const cookie = await api.login(email, PASSWORD)

    const ids = await sessionIds(id)
    expect(ids).toHaveLength(1)
    expect(ids).not.toContain(expired)
    expect(await meEmail(api, { cookie })).toBe(email)
  })

  it('all end when the password changes while the member signs in elsewhere', async () => {
    const { email, id } = await signedInMember('password-change')

    // The change reads the member, then hashes the new password: a sign-in lands meanwhile
    const hash = holdNextPasswordCheck()
    const changing = api.payload.update({
      collection: 'users',
      id,
      data: { password: 'Changed-Password-2026' },
      overrideAccess: true,
    })
    await hash.checking
    const sneaking = await api.login(email, PASSWORD)
    hash.release()
    await changing

    expect(await sessionIds(id)).toEqual([])
    expect(await meEmail(api, { cookie: sneaking })).toBeNull()
  })
})
