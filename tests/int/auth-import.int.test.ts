import type { Payload } from 'payload'

import { startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload
let adminCookie: string
let memberCookie: string

const SHARED = 'Welcome-LetGo-2026'

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
  await api.createMember('owner@example.com', 'owner-password', { admin: true })
  await api.createMember('member@example.com', 'member-password')
  adminCookie = await api.login('owner@example.com', 'owner-password')
  memberCookie = await api.login('member@example.com', 'member-password')
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

const importAs = (cookie: string | undefined, body: unknown) =>
  api.call('POST', '/auth/bulk-import', { body, cookie })

const findUser = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true }))
    .docs[0]

describe('POST /api/auth/bulk-import', () => {
  const users = [
    { email: 'ada@example.com', name: 'Ada' },
    { email: 'Grace@Example.com ' },
    { email: 'linus@example.com' },
  ]

  it('answers 401 to an anonymous visitor', async () => {
    const response = await importAs(undefined, { users, password: SHARED })
    expect(response.status).toBe(401)
    expect(await findUser('ada@example.com')).toBeUndefined()
  })

  it('answers 403 to a member', async () => {
    const response = await importAs(memberCookie, { users, password: SHARED })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Only admins can import users' })
    expect(await findUser('ada@example.com')).toBeUndefined()
  })

  it('creates the members with requirePasswordChange and answers the counts and message', async () => {
    const response = await importAs(adminCookie, { users, password: SHARED })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'Imported 3 users (0 skipped, 0 failed)',
      created: 3,
      skipped: 0,
      failed: [],
    })
    const ada = await findUser('ada@example.com')
    expect(ada).toMatchObject({ name: 'Ada', roles: ['member'], requirePasswordChange: true })
    expect(await findUser('grace@example.com')).toMatchObject({ requirePasswordChange: true })
  })

  it('is idempotent: a second run creates nobody and skips everyone', async () => {
    const before = (await payload.count({ collection: 'users' })).totalDocs
    const response = await importAs(adminCookie, { users, password: SHARED })
    expect(await response.json()).toEqual({
      message: 'Imported 0 users (3 skipped, 0 failed)',
      created: 0,
      skipped: 3,
      failed: [],
    })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(before)
  })

  it('leaves an existing account untouched: its name, password and flag stay', async () => {
    const response = await importAs(adminCookie, {
      users: [{ email: 'member@example.com', name: 'Renamed' }],
      password: SHARED,
    })
    expect((await response.json()).skipped).toBe(1)
    const member = await findUser('member@example.com')
    expect(member.name ?? null).toBeNull()
    expect(member.requirePasswordChange).toBe(false)
    await expect(api.login('member@example.com', 'member-password')).resolves.toMatch(/^payload-token=/)
  })

  it('reports invalid rows and repeats without failing the others', async () => {
    const response = await importAs(adminCookie, {
      users: [
        { email: 'not-an-email' },
        { name: 'No Email' },
        'just a string',
        { email: 'new.one@example.com' },
        { email: 'NEW.ONE@example.com' },
      ],
      password: SHARED,
    })
    expect(await response.json()).toEqual({
      message: 'Imported 1 user (1 skipped, 3 failed)',
      created: 1,
      skipped: 1,
      failed: [
        { email: 'not-an-email', error: 'Please enter a valid email address' },
        { email: '', error: 'Email is required' },
        { email: '', error: 'Each user must be an object with an email' },
      ],
    })
  })

  it.each([
    [
      { users: { email: 'a@example.com' }, password: SHARED },
      'Invalid format. Please provide an array of users.',
    ],
    [{ users: [], password: 'short' }, 'Password must be at least 8 characters'],
    [{ users: [] }, 'Password is required'],
  ])('answers 400 for a malformed body %#', async (body, error) => {
    const response = await importAs(adminCookie, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('refuses more than 10,000 rows in one import', async () => {
    const many = Array.from({ length: 10_001 }, (_, index) => ({ email: `bulk${index}@example.com` }))
    const response = await importAs(adminCookie, { users: many, password: SHARED })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'At most 10000 users per import' })
  })
})

describe('a large import', () => {
  it('creates 2,000 users while other requests keep being served, and two imports at once do not clash', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({ email: `crowd${index}@example.com` }))
    const [first, second, signup, me] = await Promise.all([
      importAs(adminCookie, { users: many, password: SHARED }),
      importAs(adminCookie, { users: many.slice(0, 100), password: SHARED }),
      api.call('POST', '/auth/signup', {
        body: { email: 'during@example.com', password: 'during-password' },
      }),
      api.call('GET', '/auth/me', { cookie: memberCookie }),
    ])
    const results = [await first.json(), await second.json()]
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(2000)
    expect(results.every((result) => result.failed.length === 0)).toBe(true)
    expect(signup.status).toBe(201)
    expect(me.status).toBe(200)
    expect(
      (await payload.count({ collection: 'users', where: { email: { like: 'crowd' } } })).totalDocs,
    ).toBe(2000)
  })
})

describe('an imported user', () => {
  let cookie: string

  it('logs in with the shared password and is told to change it', async () => {
    const response = await api.call('POST', '/auth/login', {
      body: { email: 'ada@example.com', password: SHARED },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      user: { requirePasswordChange: boolean }
      requirePasswordChange: boolean
    }
    expect(body.requirePasswordChange).toBe(true)
    expect(body.user.requirePasswordChange).toBe(true)
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
  })

  it('can read me but gets 403 "Password change required" on course progress until the change', async () => {
    const ada = await findUser('ada@example.com')
    expect((await api.call('GET', '/auth/me', { cookie })).status).toBe(200)

    const read = await api.call('GET', `/course-progress/${ada.id}`, { cookie })
    expect(read.status).toBe(403)
    expect(await read.json()).toEqual({ error: 'Password change required' })
    const write = await api.call('POST', '/course-progress', {
      cookie,
      body: { userId: ada.id, lessonId: 'lesson-1-1', completed: true },
    })
    expect(write.status).toBe(403)
    expect(await write.json()).toEqual({ error: 'Password change required' })
    const enrolment = await api.call('GET', '/course/enrolment', { cookie })
    expect(enrolment.status).toBe(403)
    expect(await enrolment.json()).toEqual({ error: 'Password change required' })

    const change = await api.call('POST', '/auth/change-password', {
      cookie,
      body: { currentPassword: SHARED, newPassword: 'ada-own-password', confirmPassword: 'ada-own-password' },
    })
    expect(change.status).toBe(200)
    expect((await api.call('GET', `/course-progress/${ada.id}`, { cookie })).status).toBe(200)
  })

  it('gets a salt and hash of their own after the change', async () => {
    const ada = await findUser('ada@example.com')
    const grace = await findUser('grace@example.com')
    expect(ada.salt).not.toBe(grace.salt)
    expect(ada.hash).not.toBe(grace.hash)
  })
})
