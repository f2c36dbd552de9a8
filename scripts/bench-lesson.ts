/**
 * `npm run bench:lesson`: the server time of a paid lesson page seen by an enrolled learner against
 * the course page's, signed in alike (neither from the page cache), in one run on one server. The
 * goal: the lesson page within 2x of the course page (median of RUNS sequential requests each).
 *
 * Runs against a started production server (BASE_URL, default http://localhost:3100 as the e2e
 * server) with the demo content; it switches Site Settings' courseSales to `site` for the run, grants
 * a fresh member access, and puts the mode back afterwards.
 */
import { ADMIN } from './lib/demoAdmin'
import { atShare } from './lib/percentile'
import { loginToken } from './lib/fuzzCases'

const BASE = (process.env.BASE_URL ?? 'http://localhost:3100').replace(/\/$/, '')
const RUNS = Number(process.env.RUNS ?? 30)
const LESSON = '/how-to-let-go/lesson-2-1'
const COURSE = '/how-to-let-go'

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(BASE + path, { ...init, headers: { Origin: BASE, ...init.headers } })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

async function median(path: string, cookie: string, check: (html: string) => boolean): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS + 3; i += 1) {
    const started = performance.now()
    const html = await (await call(path, { headers: { Cookie: cookie } })).text()
    const elapsed = performance.now() - started
    if (!check(html)) throw new Error(`${path} did not render what the learner should see`)
    if (i >= 3) times.push(elapsed) // the first few warm the caches up
  }
  return (
    atShare(
      times.sort((a, b) => a - b),
      0.5,
    ) ?? 0
  )
}

const token = await loginToken(BASE, ADMIN.email, ADMIN.password)
const admin = { Authorization: `JWT ${token}` }
const { courseSales: before } = (await (
  await call('/api/globals/site-settings', { headers: admin })
).json()) as {
  courseSales: string
}
await post('/api/globals/site-settings', { courseSales: 'site' }, admin)
try {
  const email = `bench-learner-${Date.now().toString(36)}@example.com`
  const password = 'bench-learner-password'
  await post('/api/auth/signup', { email, password })
  const { docs } = (await (
    await call(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers: admin })
  ).json()) as { docs: { id: number }[] }
  await post('/api/enrolments', { user: docs[0].id, email, grantReason: 'bench:lesson' }, admin)
  const login = await post('/api/auth/login', { email, password })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]

  const course = await median(COURSE, cookie, (html) => html.includes('lessons completed'))
  const lesson = await median(LESSON, cookie, (html) => html.includes('What BAD Stands For is part of'))
  const ratio = lesson / course
  console.table([
    { page: `${COURSE} (signed in)`, 'median ms': course.toFixed(1) },
    { page: `${LESSON} (enrolled)`, 'median ms': lesson.toFixed(1) },
  ])
  console.log(`lesson / course = ${ratio.toFixed(2)} (goal: at most 2)`)
  process.exitCode = ratio <= 2 ? 0 : 1
} finally {
  await post('/api/globals/site-settings', { courseSales: before }, admin)
}
