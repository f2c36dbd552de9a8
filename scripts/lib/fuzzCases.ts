/**
 * Malformed and hostile requests for every endpoint of spec §7 and the Stripe webhook.
 * Every case is invalid by construction: none may be answered >= 500, and none may create a record.
 */
export type Caller = 'anonymous' | 'member' | 'admin'
export type FuzzCase = {
  method: 'GET' | 'POST'
  path: string
  caller: Caller
  body?: string
  headers?: Record<string, string>
}

const ONE_MB = 'x'.repeat(1024 * 1024)

const hostileStrings = [
  '',
  ' ',
  'not-an-email',
  '@',
  'a@',
  '@b.c',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  '\u202Eevil\u202C',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 🙂',
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
]

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  [],
  {},
  ['a@b.c'],
  { $gt: '' },
  { $ne: null },
  { equals: 'admin@example.com' },
  ...hostileStrings,
]

const rawBodies = [
  '{',
  '}',
  'null',
  '[]',
  '"just a string"',
  '123',
  'true',
  '{"a":',
  '\u0000\u0001',
  ONE_MB,
  `{"email":"${ONE_MB}"}`,
]

const json = (value: unknown) => JSON.stringify(value)

/** Bodies of the given shape with each field replaced, removed, or joined by unexpected ones. */
function shapedBodies(fields: string[], valid: Record<string, unknown>): string[] {
  const bodies: string[] = [
    ...rawBodies,
    json({}),
    json({ ...valid, extra: true, isAdmin: true, roles: ['admin'] }),
  ]
  for (const field of fields) {
    const { [field]: _removed, ...rest } = valid
    bodies.push(json(rest))
    for (const value of hostileValues) bodies.push(json({ ...valid, [field]: value }))
  }
  return bodies
}

const hostileIds = [
  '..',
  '../users',
  '..%2f..%2fusers',
  '%00',
  '1%20OR%201%3D1',
  encodeURIComponent("' OR '1'='1"),
  'a'.repeat(2000),
  '-1',
  '99999999999999999999999',
  '%F0%9F%99%82',
  encodeURIComponent('{"$gt":""}'),
]

export function fuzzCases(): FuzzCase[] {
  const cases: FuzzCase[] = []
  const post = (path: string, caller: Caller, bodies: string[], headers?: Record<string, string>) =>
    bodies.forEach((body) => cases.push({ method: 'POST', path, caller, body, headers }))

  // Invalid credentials only: a wrong password never logs anyone in.
  post(
    '/api/auth/login',
    'anonymous',
    shapedBodies(['email', 'password'], { email: 'nobody@example.com', password: '' }),
  )
  post(
    '/api/auth/signup',
    'anonymous',
    shapedBodies(['email', 'password', 'name'], { email: 'bad-email', password: 'short' }),
  )
  post(
    '/api/auth/change-password',
    'anonymous',
    shapedBodies(['currentPassword'], {
      currentPassword: 'x',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    }),
  )
  post(
    '/api/auth/change-password',
    'member',
    shapedBodies(['newPassword', 'confirmPassword'], {
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'other',
    }),
  )
  post(
    '/api/auth/bulk-import',
    'anonymous',
    shapedBodies(['users'], { users: [{ email: 'x@example.com' }], password: 'p' }),
  )
  post(
    '/api/auth/bulk-import',
    'member',
    shapedBodies(['users'], { users: [{ email: 'x@example.com' }], password: 'p' }),
  )
  post('/api/auth/bulk-import', 'admin', [
    ...shapedBodies(['users', 'password'], { users: 'not-an-array', password: 'short' }),
    json({
      users: Array.from({ length: 50_000 }, () => ({ email: 'not-an-email' })),
      password: 'default-password-1',
    }),
    json({ users: hostileValues.map((value) => ({ email: value })), password: 'default-password-1' }),
  ])
  post('/api/email-signup', 'anonymous', shapedBodies(['email'], { email: 'not-an-email' }))
  post(
    '/api/course-progress',
    'anonymous',
    shapedBodies(['lessonId'], { userId: '1', lessonId: 'lesson-1-1', completed: true }),
  )
  post(
    '/api/course-progress',
    'member',
    shapedBodies(['lessonId', 'completed'], {
      userId: 'someone-else',
      lessonId: 'lesson-99-99',
      completed: 'yes',
    }),
  )
  post('/api/create-checkout-session', 'anonymous', shapedBodies(['priceId'], { priceId: 'price_not_ours' }))
  post('/api/stripe/webhook', 'anonymous', [...rawBodies, json({ type: 'checkout.session.completed' })])
  post('/api/stripe/webhook', 'anonymous', [json({ id: 'evt_1', type: 'checkout.session.completed' })], {
    'stripe-signature': 't=1,v1=deadbeef',
  })

  for (const id of hostileIds) {
    cases.push({ method: 'GET', path: `/api/course-progress/${id}`, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `/api/course-progress/${id}`, caller: 'member' })
  }
  for (const path of ['/api/auth/me', '/api/seminar-events']) {
    cases.push({ method: 'GET', path, caller: 'anonymous' })
    cases.push({ method: 'GET', path: `${path}?where[email][$gt]=&limit=-1&depth=99`, caller: 'member' })
  }
  // Bodies of the wrong content type.
  for (const path of ['/api/auth/login', '/api/email-signup', '/api/course-progress']) {
    cases.push({
      method: 'POST',
      path,
      caller: 'anonymous',
      body: 'email=a%40b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    cases.push({
      method: 'POST',
      path,
      caller: 'anonymous',
      body: '<xml/>',
      headers: { 'Content-Type': 'text/xml' },
    })
  }
  return cases
}

/** The collections whose counts must not move while the fuzz runs. */
export const WATCHED_COLLECTIONS = [
  'users',
  'email-signups',
  'lesson-progress',
  'bookings',
  'seminars',
] as const

export type FuzzReport = { byStatus: Record<string, number>; serverErrors: FuzzCase[]; total: number }

type Session = { member: string; admin: string }

/** Sends the cases (each repeated `rounds` times) with a bounded concurrency and counts the answers by status. */
export async function runFuzz(
  baseUrl: string,
  sessions: Session,
  { rounds = 1, concurrency = 8 } = {},
): Promise<FuzzReport> {
  const all = fuzzCases()
  const queue: FuzzCase[] = Array.from({ length: rounds }, () => all).flat()
  const byStatus: Record<string, number> = {}
  const serverErrors: FuzzCase[] = []
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const item = queue[next++]
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...item.headers }
      if (item.caller !== 'anonymous') headers.Authorization = `JWT ${sessions[item.caller]}`
      let status: string
      try {
        const response = await fetch(`${baseUrl}${item.path}`, {
          method: item.method,
          headers,
          body: item.body,
        })
        await response.arrayBuffer()
        status = String(response.status)
        if (response.status >= 500) serverErrors.push(item)
      } catch {
        status = 'network-error'
        serverErrors.push(item)
      }
      byStatus[status] = (byStatus[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { byStatus, serverErrors, total: queue.length }
}

export async function loginToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

type Credentials = { email: string; password: string }

/** Creates a member through the admin's REST API and signs them in: their id and session token. */
export async function createMember(
  baseUrl: string,
  adminToken: string,
  credentials: Credentials,
): Promise<{ id: number; token: string }> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ ...credentials, roles: ['member'], requirePasswordChange: false }),
  })
  if (!response.ok) throw new Error(`creating ${credentials.email} failed: ${response.status}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, token: await loginToken(baseUrl, credentials.email, credentials.password) }
}

export async function countRecords(baseUrl: string, adminToken: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of WATCHED_COLLECTIONS) {
    const response = await fetch(`${baseUrl}/api/${collection}?limit=1&depth=0`, {
      headers: { Authorization: `JWT ${adminToken}` },
    })
    counts[collection] = ((await response.json()) as { totalDocs: number }).totalDocs
  }
  return counts
}
