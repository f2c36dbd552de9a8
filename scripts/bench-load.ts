/**
 * npm run bench:load — a mixed load on the production build on SQLite: browsing, e-mail
 * sign-ups, logins and progress toggles at once (100 connections, BENCH_SECONDS, default 60),
 * printing req/s, p50 and p99 per route and the error count. Goal: 0 errors and page p99 < 100 ms
 * while logins keep the password hashing busy (exit code 1 when missed).
 */
import fs from 'node:fs'

import autocannon from 'autocannon'

import { apiScenarios, createLearners, type Scenario } from './lib/loadScenarios'
import { benchEnv, requireBuild, seedDatabase, startServer } from './lib/server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const LEARNERS = 20
const PAGE_P99_GOAL_MS = 100

requireBuild()
const { env, databaseFile, dir } = benchEnv(Number(process.env.BENCH_PORT ?? 3220), {
  RATE_LIMIT_FACTOR: '100000',
})
console.log('Seeding a fresh database...')
seedDatabase(env)
const server = await startServer(env, databaseFile, { sampleMemory: true })
let goalsMet = false

const PAGES = ['/', '/programs', '/drawings', '/about']
// Browsers ask for a document; the server answers anonymous document requests from the page cache.
const AS_DOCUMENT = { Accept: 'text/html,application/xhtml+xml' }

try {
  const learners = await createLearners(server.url, LEARNERS, 'learner')
  const scenarios: Scenario[] = [
    ...PAGES.map((path) => ({
      name: `GET ${path}`,
      connections: 12,
      requests: [{ method: 'GET' as const, path, headers: AS_DOCUMENT }],
    })),
    {
      name: 'GET /api/seminar-events',
      connections: 12,
      requests: [{ method: 'GET', path: '/api/seminar-events' }],
    },
    ...apiScenarios(learners, { signup: 10, login: 10, progress: 20 }),
  ]

  // Steady state, as a running site is: each page rendered once (and cached) before the load starts.
  for (const path of PAGES) await fetch(`${server.url}${path}`, { headers: AS_DOCUMENT })

  const connections = scenarios.reduce((sum, scenario) => sum + scenario.connections, 0)
  console.log(`bench:load — ${connections} connections for ${SECONDS} s against ${server.url}\n`)
  const results = await Promise.all(
    scenarios.map((scenario) =>
      autocannon({
        url: server.url,
        connections: scenario.connections,
        duration: SECONDS,
        requests: scenario.requests,
      }),
    ),
  )
  console.log(
    `${'route'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)}`,
  )
  let errors = 0
  let worstPageP99 = 0
  scenarios.forEach((scenario, i) => {
    const result = results[i]
    // autocannon's `errors` already include its `timeouts`.
    const failed = result.errors + result.non2xx
    errors += failed
    if (PAGES.some((path) => scenario.name === `GET ${path}`)) {
      worstPageP99 = Math.max(worstPageP99, result.latency.p99)
    }
    console.log(
      `${scenario.name.padEnd(28)} ${result.requests.average.toFixed(1).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(failed).padStart(8)}`,
    )
  })
  console.log(
    `\ntotal errors (network errors and timeouts, non-2xx): ${errors}; server peak memory ${(await server.peakMb()).toFixed(0)} MB`,
  )
  goalsMet = errors === 0 && worstPageP99 < PAGE_P99_GOAL_MS
  console.log(
    goalsMet
      ? `goals met: 0 errors, page p99 ${worstPageP99} ms < ${PAGE_P99_GOAL_MS} ms`
      : `goals NOT met: ${errors} errors, page p99 ${worstPageP99} ms (goal: 0 errors, < ${PAGE_P99_GOAL_MS} ms)`,
  )
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(goalsMet ? 0 : 1)
