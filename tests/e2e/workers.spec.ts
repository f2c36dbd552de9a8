/**
 * `npm start` with two worker processes (WEB_CONCURRENCY=2) behind Debian's nginx with the
 * deployed configuration (deploy/nginx.conf): one truth across workers. The cluster serves a copy
 * of the suite's database on a port of its own; every request here opens a new connection, which
 * the primary hands to the workers in turn, and each answer names its worker in X-Worker.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { ADMIN } from '../../scripts/lib/demoAdmin'
import { loginToken } from '../../scripts/lib/fuzzCases'
import { startNginx, type LocalNginx } from '../../scripts/lib/nginx'

const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3200)
const NGINX_PORT = Number(process.env.E2E_CLUSTER_NGINX_PORT ?? 3280)
const SUITE_DB = (process.env.E2E_DB ?? '/tmp/site-e2e/site.db').replace(/^file:/, '')
const CLUSTER_DB = path.join(path.dirname(SUITE_DB), 'cluster', 'site.db')
const base = `http://127.0.0.1:${CLUSTER_PORT}`
/** How soon every worker has dropped what a content change made stale (src/platform/cache/contentGeneration.ts). */
const SPREAD_MS = 2_000

let cluster: ChildProcess
let nginx: LocalNginx
let adminToken: string
/** The home page's first answers from the cluster, from its start until both workers answered. */
const firstHomePages: Answer[] = []
/** The copy's brand differs from the suite database's, as another database's content would. */
const COPY_BRAND = 'Copy of the Suite'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request on a connection of its own (no keep-alive), so the primary picks its worker afresh. */
function fresh(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
        // An answer cut off half-way (its worker killed while it was sent) fails the request too:
        // the request's own 'error' is not emitted once the answer has begun.
        response.on('error', reject)
        response.on('close', () => {
          if (!response.complete) reject(new Error('the answer was cut off'))
        })
      },
    )
    request.on('error', reject)
    // An answer that never comes fails the request rather than the whole test.
    request.setTimeout(15_000, () => request.destroy(new Error('no answer within 15 s')))
    request.end(body)
  })
}

const workerOf = (answer: Answer) => String(answer.headers['x-worker'] ?? '')

/** The worker processes of the cluster's primary, from /proc. */
function workerPids(): number[] {
  const tasks = fs.readdirSync(`/proc/${cluster.pid}/task`)
  return tasks
    .flatMap((task) => fs.readFileSync(`/proc/${cluster.pid}/task/${task}/children`, 'utf8').split(/\s+/))
    .filter(Boolean)
    .map(Number)
}

async function waitUntil(check: () => Promise<boolean>, limitMs: number, what: string) {
  const startedAt = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - startedAt > limitMs) throw new Error(`${what}: not within ${limitMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Twenty page views; true once both workers answered among them. */
async function twentyViews(pathname: string, url = base) {
  const answers = await Promise.all(Array.from({ length: 20 }, () => fresh(`${url}${pathname}`)))
  return { answers, workers: new Set(answers.map(workerOf)) }
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // A consistent copy of the suite's database, taken while its server runs.
  fs.rmSync(path.dirname(CLUSTER_DB), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(CLUSTER_DB), { recursive: true })
  const source = createClient({ url: `file:${SUITE_DB}` })
  await source.execute(`VACUUM INTO '${CLUSTER_DB}'`)
  source.close()
  // Its own content and content token, as a change saved through Payload would leave them
  const copy = createClient({ url: `file:${CLUSTER_DB}` })
  await copy.execute({ sql: 'UPDATE site_settings SET brand_name = ?', args: [COPY_BRAND] })
  await copy.execute({ sql: 'UPDATE content_generation SET token = ?', args: [randomUUID()] })
  copy.close()
  cluster = spawn('bash', ['-c', 'source scripts/e2e-env.sh && exec node dist/server.mjs'], {
    env: {
      ...process.env,
      E2E_PORT: String(CLUSTER_PORT),
      E2E_DB: CLUSTER_DB,
      WEB_CONCURRENCY: '2',
      // The suite's own server sends the mail of this database's original.
      EMAIL_QUEUE_CRON: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitUntil(
    async () => {
      const { answers, workers } = await twentyViews('/')
      firstHomePages.push(...answers)
      return workers.size === 2
    },
    120_000,
    'both workers answer',
  )
  nginx = await startNginx(NGINX_PORT, `127.0.0.1:${CLUSTER_PORT}`)
  adminToken = await loginToken(base, ADMIN.email, ADMIN.password)
})

test.afterAll(async () => {
  await nginx?.stop()
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve))
    cluster.kill('SIGTERM')
    await exited
  }
})

test("a worker's first pages show its own database's content, not what an earlier run kept on disk", () => {
  const served = firstHomePages.filter((answer) => answer.status === 200)
  expect(served.length).toBeGreaterThan(0)
  for (const answer of served) {
    expect(/<title>([^<]*)<\/title>/.exec(answer.body)?.[1]).toMatch(new RegExp(`^${COPY_BRAND}: `))
  }
})

test('an edit saved through one worker shows on pages of both workers, and through nginx, within 2 s plus s-maxage', async () => {
  const auth = { Authorization: `JWT ${adminToken}` }
  const list = JSON.parse((await fresh(`${base}/api/programs?limit=1&depth=0`, { headers: auth })).body)
  const program = list.docs[0] as { id: number; title: string }
  // Both workers and nginx hold the page before the edit.
  const before = await twentyViews('/programs')
  expect(before.workers).toEqual(new Set(['1', '2']))
  expect(before.answers.every((answer) => answer.status === 200)).toBe(true)
  const cached = await fresh(`${nginx.url}/programs`)
  const sMaxAge = Number(/s-maxage=(\d+)/.exec(String(cached.headers['cache-control']))?.[1])
  expect(sMaxAge).toBeGreaterThan(0)
  expect((await fresh(`${nginx.url}/programs`)).headers['x-cache-status']).toBe('HIT')

  const edited = `${program.title} (edited on one worker)`
  const savedAt = Date.now()
  const saved = await fresh(`${base}/api/programs/${program.id}`, {
    method: 'PATCH',
    headers: auth,
    body: { title: edited },
  })
  expect(saved.status).toBe(200)
  try {
    let appSeenAt = 0
    let nginxSeenAt = 0
    while ((!appSeenAt || !nginxSeenAt) && Date.now() - savedAt < (sMaxAge + 5) * 1000) {
      if (!appSeenAt) {
        const { answers, workers } = await twentyViews('/programs')
        if (workers.size === 2 && answers.every((answer) => answer.body.includes(edited)))
          appSeenAt = Date.now()
      }
      if (!nginxSeenAt && (await fresh(`${nginx.url}/programs`)).body.includes(edited))
        nginxSeenAt = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(appSeenAt, 'every view of both workers shows the edit').toBeGreaterThan(0)
    expect(appSeenAt - savedAt).toBeLessThanOrEqual(SPREAD_MS)
    expect(nginxSeenAt, 'nginx serves the edit').toBeGreaterThan(0)
    expect(nginxSeenAt - savedAt).toBeLessThanOrEqual(SPREAD_MS + sMaxAge * 1000)
  } finally {
    await fresh(`${base}/api/programs/${program.id}`, {
      method: 'PATCH',
      headers: auth,
      body: { title: program.title },
    })
  }
})

test('six wrong passwords spread over both workers lock the account', async () => {
  const email = `two-workers-${Date.now()}@example.com`
  const password = 'right-password-123'
  const created = await fresh(`${base}/api/users`, {
    method: 'POST',
    headers: { Authorization: `JWT ${adminToken}` },
    body: { email, password, roles: ['member'], requirePasswordChange: false },
  })
  expect(created.status).toBe(201)
  const tries: Answer[] = []
  for (let attempt = 0; attempt < 6; attempt++) {
    tries.push(
      await fresh(`${base}/api/auth/login`, {
        method: 'POST',
        body: { email, password: `wrong-password-${attempt}` },
      }),
    )
  }
  expect(new Set(tries.map(workerOf))).toEqual(new Set(['1', '2']))
  expect(tries.slice(0, 4).map((answer) => answer.status)).toEqual([401, 401, 401, 401])
  expect([423, 429]).toContain(tries[5].status)
  // The right password, on either worker, is refused too.
  for (let attempt = 0; attempt < 2; attempt++) {
    const right = await fresh(`${base}/api/auth/login`, { method: 'POST', body: { email, password } })
    expect(right.status).toBe(423)
    expect(JSON.parse(right.body).error).toMatch(
      /This account is locked after too many failed sign-in attempts/,
    )
  }
})

test('a worker killed while it serves is replaced, and the next requests succeed', async () => {
  test.setTimeout(150_000)
  const before = workerPids()
  expect(before).toHaveLength(2)
  const victim = before[0]
  // Twenty requests in flight, then one worker dies mid-way (its own connections die with it).
  const inFlight = Array.from({ length: 20 }, (_, index) =>
    fresh(`${base}/api/users/me?n=${index}`).then(
      (answer) => answer.status,
      () => 0,
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  process.kill(victim, 'SIGKILL')
  const statuses = await Promise.all(inFlight)
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0)
  await waitUntil(async () => !workerPids().includes(victim), 10_000, 'the primary sees the worker gone')

  const next = await Promise.all(Array.from({ length: 20 }, () => fresh(`${base}/`)))
  expect(next.map((answer) => answer.status)).toEqual(Array(20).fill(200))
  await waitUntil(async () => workerPids().length === 2, 10_000, 'a replacement worker starts')
  // Within the test's own limit even when each try waits out its 15 s, so a failure names this step
  await waitUntil(async () => (await twentyViews('/')).workers.size === 2, 60_000, 'the replacement answers')
  const after = await twentyViews('/about')
  expect(after.answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
})

test('SIGTERM drains: the requests in flight are answered, then the cluster exits', async () => {
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', (code) => resolve(code)))
  // Logins hash a password (a few hundred milliseconds each): in flight when the signal comes.
  const inFlight = Array.from({ length: 4 }, () =>
    fresh(`${base}/api/auth/login`, {
      method: 'POST',
      body: { email: ADMIN.email, password: 'not-the-password' },
    }).then(
      (answer) => answer.status,
      (error: Error) => error.message,
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  cluster.kill('SIGTERM')
  expect(await Promise.all(inFlight)).toEqual([401, 401, 401, 401])
  expect(await exited).toBe(0)
  await expect(fresh(`${base}/`)).rejects.toThrow(/ECONNREFUSED/)
})

test('three workers started on a database nobody migrated all come up, none exits', async () => {
  test.setTimeout(120_000)
  const port = CLUSTER_PORT + 1
  const database = path.join(path.dirname(SUITE_DB), 'unmigrated', 'site.db')
  fs.rmSync(path.dirname(database), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(database), { recursive: true })
  // `node dist/server.mjs` without `npm start`'s preflight: the workers run the migrations
  const unmigrated = spawn('bash', ['-c', 'source scripts/e2e-env.sh && exec node dist/server.mjs'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DB: database,
      WEB_CONCURRENCY: '3',
      EMAIL_QUEUE_CRON: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  unmigrated.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  try {
    await waitUntil(
      async () => (await twentyViews('/api/seminar-events', `http://127.0.0.1:${port}`)).workers.size === 3,
      90_000,
      'every worker answers',
    )
    expect(errors).not.toMatch(/stopped/)
  } finally {
    const exited = new Promise((resolve) => unmigrated.once('exit', resolve))
    unmigrated.kill('SIGTERM')
    await exited
  }
})
