/**
 * npm run bench:slowloris — slow clients against the production build on SQLite, started as
 * `npm start` starts it. Two runs of BENCH_SECONDS (default 60) each, with 10 connections using the
 * API normally (autocannon: anonymous and signed-in `GET /api/auth/me`, `GET /api/seminar-events`,
 * Payload's `GET /api/programs`, a GraphQL POST):
 *  1. quiet: the normal traffic alone;
 *  2. attack: the same, while 50 connections dribble: 25 send a request's headers a few bytes a
 *     second and never finish them, 25 send complete headers of `POST /api/seminars` with
 *     `Content-Length: 60000` (within the 64 KB limit: a larger one is refused at once) and then a
 *     byte a second. Each reconnects as soon as the server
 *     drops it, for the whole run. Every slow connection speaks from an address of its own (a
 *     botnet; the server trusts X-Forwarded-For here), the normal clients from another.
 * Prints the API's p50/p99 and errors of both runs, the server's peak RSS in each, and how the
 * server dealt with the slow connections. Goals: 0 errors on the normal traffic, attack p99 at most
 * 3x the quiet p99, peak RSS under attack within 64 MB of the quiet run's. Exit code 1 when missed.
 */
import fs from 'node:fs'
import { connect, type Socket } from 'node:net'

import autocannon from 'autocannon'

import { benchEnv, processTreeRssKb, requireBuild, seedDatabase, startServer } from './lib/server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const NORMAL_CONNECTIONS = 10
const SLOW_CONNECTIONS = 50
const P99_FACTOR_GOAL = 3
const RSS_GROWTH_GOAL_MB = 64
const NORMAL_ADDRESS = '198.51.100.7'
const MEMBER = { email: 'slowloris-member@bench.test', password: 'Member-Quartz-Harbour-81', name: 'Member' }

type PhaseResult = { p50: number; p99: number; requests: number; errors: number; peakMb: number }
type SlowTally = { connections: number; answers: Map<string, number>; dropped: number }

requireBuild()
const port = Number(process.env.BENCH_PORT ?? 3230)
const { env, databaseFile, dir } = benchEnv(port, { RATE_LIMIT_FACTOR: '100000', TRUST_PROXY: 'true' })
console.log('Seeding a fresh database...')
seedDatabase(env)
const server = await startServer(env, databaseFile)

/** Highest RSS of the server's process tree while `run` runs, sampled every 100 ms. */
async function withPeakRss<T>(run: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakKb = await processTreeRssKb(server.pid)
  const timer = setInterval(() => {
    void processTreeRssKb(server.pid).then((kb) => (peakKb = Math.max(peakKb, kb)))
  }, 100)
  try {
    const result = await run()
    return { result, peakMb: peakKb / 1024 }
  } finally {
    clearInterval(timer)
  }
}

async function signIn(): Promise<string> {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': NORMAL_ADDRESS }
  await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify(MEMBER) })
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
  })
  const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error(`signing the bench member in answered ${login.status}`)
  return cookie
}

async function normalTraffic(cookie: string): Promise<PhaseResult> {
  const headers = { 'X-Forwarded-For': NORMAL_ADDRESS }
  const { result, peakMb } = await withPeakRss(() =>
    autocannon({
      url: server.url,
      connections: NORMAL_CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: [
        { method: 'GET', path: '/api/auth/me', headers },
        { method: 'GET', path: '/api/auth/me', headers: { ...headers, Cookie: cookie } },
        { method: 'GET', path: '/api/seminar-events', headers },
        { method: 'GET', path: '/api/programs?limit=3&depth=0', headers },
        {
          method: 'POST',
          path: '/api/graphql',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        },
      ],
    }),
  )
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // autocannon's `errors` already include its `timeouts`.
    errors: result.errors + result.non2xx,
    peakMb,
  }
}

let botCounter = 0
const botAddress = () => {
  botCounter += 1
  return `10.66.${(botCounter >> 8) & 255}.${botCounter & 255}`
}

/**
 * One slow client for `untilMs`: connects, dribbles (headers or a body), and reconnects whenever the
 * server drops it, noting the status line it got, if any.
 */
async function slowClient(kind: 'headers' | 'body', untilMs: number, tally: SlowTally): Promise<void> {
  while (Date.now() < untilMs) {
    tally.connections += 1
    await new Promise<void>((resolve) => {
      const socket: Socket = connect(port, '127.0.0.1')
      let answer = ''
      let timer: NodeJS.Timeout | undefined
      const address = botAddress()
      socket.setEncoding('latin1')
      socket.on('data', (chunk: string) => (answer += chunk))
      socket.on('error', () => undefined)
      socket.once('close', () => {
        clearInterval(timer)
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
        if (status) tally.answers.set(status, (tally.answers.get(status) ?? 0) + 1)
        else tally.dropped += 1
        resolve()
      })
      socket.once('connect', () => {
        if (kind === 'headers') {
          const head = `GET /api/auth/me HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${address}\r\n`
          socket.write(head)
          let n = 0
          timer = setInterval(() => {
            if (Date.now() >= untilMs) return socket.destroy()
            socket.write(`X-Pad-${(n += 1)}: a\r\n`)
          }, 1_000)
        } else {
          socket.write(
            `POST /api/seminars HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${address}\r\n` +
              'Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"title":"',
          )
          timer = setInterval(() => {
            if (Date.now() >= untilMs) return socket.destroy()
            socket.write('a')
          }, 1_000)
        }
      })
    })
    // A client the server refused at once waits a moment, as a real one would, before it tries again.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let goalsMet = false
try {
  const cookie = await signIn()
  // Warm-up, so that both runs meet the same compiled routes and warm caches.
  for (const path of ['/api/auth/me', '/api/seminar-events', '/api/programs?limit=3&depth=0']) {
    const headers = { 'X-Forwarded-For': NORMAL_ADDRESS }
    await autocannon({ url: `${server.url}${path}`, connections: 2, amount: 100, headers })
  }

  console.log(
    `bench:slowloris — ${SECONDS} s quiet, then ${SECONDS} s with ${SLOW_CONNECTIONS} slow connections`,
  )
  const quiet = await normalTraffic(cookie)

  const tally: SlowTally = { connections: 0, answers: new Map(), dropped: 0 }
  const untilMs = Date.now() + SECONDS * 1000 + 1_000
  const slow = Array.from({ length: SLOW_CONNECTIONS }, (_, i) =>
    slowClient(i % 2 === 0 ? 'headers' : 'body', untilMs, tally),
  )
  // The slow connections take their places first.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const attacked = await normalTraffic(cookie)
  await Promise.all(slow)

  const row = (name: string, r: PhaseResult) =>
    `${name.padEnd(34)} ${String(r.requests).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${r.peakMb.toFixed(0).padStart(12)}`
  console.log(
    `\n${'run'.padEnd(34)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'peak RSS MB'.padStart(12)}`,
  )
  console.log(row('quiet (10 API connections)', quiet))
  console.log(row(`+ ${SLOW_CONNECTIONS} slow connections`, attacked))
  const answers = [...tally.answers].map(([status, count]) => `${status} x ${count}`).join(', ')
  console.log(
    `\nslow connections opened: ${tally.connections}; the server answered ${answers || 'none'}, and dropped ${tally.dropped} without an answer`,
  )

  const p99Limit = Math.max(quiet.p99 * P99_FACTOR_GOAL, 10)
  const checks: [string, boolean][] = [
    [
      `0 errors on the normal traffic (quiet ${quiet.errors}, attacked ${attacked.errors})`,
      quiet.errors + attacked.errors === 0,
    ],
    [
      `API p99 under attack ${attacked.p99} ms <= ${p99Limit} ms (3x quiet, at least 10 ms)`,
      attacked.p99 <= p99Limit,
    ],
    [
      `peak RSS under attack ${attacked.peakMb.toFixed(0)} MB <= quiet ${quiet.peakMb.toFixed(0)} MB + ${RSS_GROWTH_GOAL_MB} MB`,
      attacked.peakMb <= quiet.peakMb + RSS_GROWTH_GOAL_MB,
    ],
  ]
  for (const [text, met] of checks) console.log(`${met ? 'met   ' : 'MISSED'} ${text}`)
  goalsMet = checks.every(([, met]) => met)
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(goalsMet ? 0 : 1)
