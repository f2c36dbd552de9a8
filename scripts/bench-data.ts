/**
 * npm run bench:data — the API on a large SQLite database: 500,000 e-mail sign-ups and
 * 100,000 progress rows (2,500 learners x 40 lessons). Goals: GET /api/seminar-events and
 * GET /api/course-progress/{id} p99 < 20 ms; a new e-mail sign-up < 10 ms (p50).
 *
 * What is measured: the latency of single requests at a modest concurrency, i.e. how long one
 * answer takes when the database is large. Each read route gets BENCH_CONNECTIONS (default 2)
 * clients sending back to back for BENCH_SECONDS, after a warm-up of 200 unmeasured requests (JIT,
 * first load of the route). Two clients keep the one Node process of the production server busy all the time
 * without stacking requests in its queue; at 10+ clients a single-threaded server's latency is
 * N x its service time, a throughput figure, which bench:load covers. The 10-client figures are
 * printed too, for reference. Sign-ups are 200 new addresses one at a time. Exit code 1 when a goal
 * is missed or a request failed. The server's memory is not sampled here (see startServer).
 * The bulk rows go in through the adapter's query builder in batches (fixture data only).
 */
import fs from 'node:fs'

import autocannon from 'autocannon'

import { atShare } from './lib/percentile'
import { bootPayload } from './lib/bootstrap'
import { loginToken } from './lib/fuzzCases'
import { benchEnv, requireBuild, startServer } from './lib/server'
import { insertInBatches, type BulkDb } from './lib/bulkInsert'

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 500_000)
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 2_500)
const LESSONS_EACH = 40
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2)
const READ_P99_GOAL_MS = 20
const SIGNUP_P50_GOAL_MS = 10

requireBuild()
const { env, databaseFile, dir } = benchEnv(Number(process.env.BENCH_PORT ?? 3230), {
  RATE_LIMIT_FACTOR: '100000',
})
Object.assign(process.env, env)

function lessonIds(): string[] {
  const perModule = [11, 9, 6, 6, 7, 2]
  return perModule.flatMap((count, m) => Array.from({ length: count }, (_, l) => `lesson-${m + 1}-${l + 1}`))
}

const learner = { email: 'measured-learner@bench.test', password: 'measured-learner-1' }

async function fillDatabase() {
  const payload = await bootPayload()
  try {
    const started = Date.now()
    const db = payload.db as unknown as BulkDb
    const now = new Date().toISOString()
    await insertInBatches(db, 'email_signups', SIGNUPS, (i) => ({
      email: `reader-${i}@bench.test`,
      subscribedAt: now,
      createdAt: now,
      updatedAt: now,
    }))
    await insertInBatches(db, 'users', LEARNERS - 1, (i) => ({
      email: `bulk-learner-${i}@bench.test`,
      requirePasswordChange: false,
      createdAt: now,
      updatedAt: now,
    }))
    const measured = await payload.create({
      collection: 'users',
      data: { ...learner, roles: ['member'], requirePasswordChange: false },
    })
    const { docs: users } = await payload.find({
      collection: 'users',
      pagination: false,
      depth: 0,
      select: { email: true },
    })
    const lessons = lessonIds().slice(0, LESSONS_EACH)
    await insertInBatches(db, 'lesson_progress', users.length * LESSONS_EACH, (i) => ({
      user: users[Math.floor(i / LESSONS_EACH)].id,
      lessonId: lessons[i % LESSONS_EACH],
      completed: i % 3 !== 0,
      completedAt: i % 3 !== 0 ? now : null,
      createdAt: now,
      updatedAt: now,
    }))
    await payload.create({
      collection: 'seminars',
      data: {
        id: 'bench-event',
        title: 'Bench event',
        date: '2027-01-01',
        time: '7:00 PM',
        location: 'Online',
        description: 'x',
        meetupUrl: 'https://www.meetup.com/',
        attendees: 1,
        status: 'upcoming',
      },
    })
    const signups = (await payload.count({ collection: 'email-signups' })).totalDocs
    const progress = (await payload.count({ collection: 'lesson-progress' })).totalDocs
    console.log(
      `filled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${signups} sign-ups, ${progress} progress rows`,
    )
    return measured.id
  } finally {
    await payload.destroy()
  }
}

async function measure(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) {
  await autocannon({ url, connections, amount: 200, headers })
  const result = await autocannon({ url, connections, duration: SECONDS, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    tail: `p90 ${result.latency.p90} p97.5 ${result.latency.p97_5} p99.9 ${result.latency.p99_9} max ${result.latency.max}`,
    failed: result.non2xx + result.errors,
  }
}

const missed: string[] = []
try {
  const learnerId = await fillDatabase()
  const server = await startServer(env, databaseFile)
  try {
    const token = await loginToken(server.url, learner.email, learner.password)
    const progressUrl = `${server.url}/api/course-progress/${learnerId}`
    const auth = { Authorization: `JWT ${token}` }
    const rows = [
      [`GET /api/seminar-events`, await measure(`${server.url}/api/seminar-events`)],
      [`GET /api/course-progress/{id}`, await measure(progressUrl, auth)],
    ] as const
    const reference = [
      [`GET /api/seminar-events`, await measure(`${server.url}/api/seminar-events`, {}, 10)],
      [`GET /api/course-progress/{id}`, await measure(progressUrl, auth, 10)],
    ] as const
    const header = `${'route'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} failed`
    const line = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
      `${name.padEnd(32)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.failed}  (${r.tail})`
    console.log(`\n${CONNECTIONS} clients per route (goal: p99 < ${READ_P99_GOAL_MS} ms)\n${header}`)
    for (const [name, r] of rows) console.log(line(name, r))
    console.log(`\nfor reference, 10 clients per route (queueing in one process)\n${header}`)
    for (const [name, r] of reference) console.log(line(name, r))
    for (const [name, r] of [...rows, ...reference]) {
      if (r.failed > 0) missed.push(`${name}: ${r.failed} failed requests`)
    }
    for (const [name, r] of rows) {
      if (r.p99 >= READ_P99_GOAL_MS) missed.push(`${name}: p99 ${r.p99} ms`)
    }
    const latencies: number[] = []
    for (let i = 0; i < 200; i++) {
      const started = performance.now()
      const response = await fetch(`${server.url}/api/email-signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `new-reader-${i}@bench.test` }),
      })
      await response.arrayBuffer()
      if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`)
      latencies.push(performance.now() - started)
    }
    latencies.sort((a, b) => a - b)
    const at = (share: number) => atShare(latencies, share)!.toFixed(1)
    console.log(`\nPOST /api/email-signup (200 new, one at a time)  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`)
    if (Number(at(0.5)) >= SIGNUP_P50_GOAL_MS) missed.push(`POST /api/email-signup: p50 ${at(0.5)} ms`)
    console.log(missed.length ? `\ngoals NOT met: ${missed.join('; ')}` : '\nall goals met')
  } finally {
    await server.stop()
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(missed.length ? 1 : 0)
