/**
 * npm run bench:booking — the slot listings of one-on-one scheduling with 5,000 confirmed bookings
 * in the 60-day window. It seeds a fresh database (the demo, with scheduling on), widens the hours
 * (every day 07:00-21:00, up to 288 sessions a day) so that the bookings fit, inserts the bookings, starts
 * the production build (`npm run build` or scripts/e2e-build.sh first) and measures, interleaved,
 * BENCH_REQUESTS (300) rounds after a warm-up of 20:
 *  - GET /api/seminar-events (the reference: a plain public list),
 *  - GET /api/session-slots?tz=America/New_York&date=<a day of the window> (a day's slots, cycling days),
 *  - GET /api/session-slots?tz=<a zone> (the 60-day overview, cycling zones).
 * Prints p50/p99 of each; the goal is each listing's p50 and p99 within 2x of the reference's
 * (with a floor of 1 ms of difference, below which timer noise decides). Exits 1 when missed.
 */
import { addDays, format } from 'date-fns'

import { bootPayload } from './lib/bootstrap'
import { insertInBatches, type BulkDb } from './lib/bulkInsert'
import { atShare } from './lib/percentile'
import { benchEnv, requireBuild, seedDatabase, startServer } from './lib/server'

const BOOKINGS = 5_000
const WINDOW_DAYS = 60
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const WARM_UP = 20
const GOAL_FACTOR = 2
const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'America/Los_Angeles', 'UTC']
const MINUTE_MS = 60_000

requireBuild()
const { env, databaseFile } = benchEnv(Number(process.env.BENCH_PORT ?? 3420), {
  RATE_LIMIT_FACTOR: '100000',
  EMAIL_QUEUE_CRON: 'off',
})
Object.assign(process.env, env)

async function fillDatabase() {
  seedDatabase(env)
  const payload = await bootPayload()
  try {
    await payload.updateGlobal({
      slug: 'session-availability',
      data: {
        enabled: true,
        weeklyHours: (
          ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
        ).map((day) => ({ day, start: '07:00', end: '21:00' })),
        maxPerDay: 288,
      },
      overrideAccess: true,
    })
    // Starts every ~17 minutes through the window, each on its own minute (the unique slot)
    const first = addDays(new Date(), 1).getTime()
    const step = Math.floor(((WINDOW_DAYS - 2) * 24 * 60) / BOOKINGS) * MINUTE_MS
    const now = new Date().toISOString()
    await insertInBatches(payload.db as unknown as BulkDb, 'bookings', BOOKINGS, (i) => {
      const start = new Date(first - (first % MINUTE_MS) + i * step)
      return {
        stripeSessionId: `cs_bench_${i}`,
        email: `buyer-${i}@bench.test`,
        amount: 6000,
        currency: 'usd',
        status: 'paid',
        schedule: 'confirmed',
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 30 * MINUTE_MS).toISOString(),
        slotKey: start.toISOString(),
        sequence: 0,
        createdAt: now,
        updatedAt: now,
      }
    })
    const confirmed = await payload.count({
      collection: 'bookings',
      where: { schedule: { equals: 'confirmed' } },
    })
    console.log(`filled: ${confirmed.totalDocs} confirmed bookings in the next ${WINDOW_DAYS} days`)
  } finally {
    await payload.destroy()
  }
}

type Series = { name: string; path: (i: number) => string; ms: number[] }

async function timed(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

await fillDatabase()
const server = await startServer(env, databaseFile)
let failed = false
try {
  const days = Array.from({ length: WINDOW_DAYS - 2 }, (_, i) =>
    format(addDays(new Date(), i + 2), 'yyyy-MM-dd'),
  )
  const series: Series[] = [
    { name: 'GET /api/seminar-events (reference)', path: () => '/api/seminar-events', ms: [] },
    {
      name: "GET /api/session-slots?date= (a day's slots)",
      path: (i) => `/api/session-slots?tz=America/New_York&date=${days[i % days.length]}`,
      ms: [],
    },
    {
      name: 'GET /api/session-slots (60-day overview)',
      path: (i) => `/api/session-slots?tz=${encodeURIComponent(ZONES[i % ZONES.length])}`,
      ms: [],
    },
  ]
  const overview = (await (await fetch(`${server.url}/api/session-slots?tz=America/New_York`)).json()) as {
    days: { slots: number }[]
  }
  console.log(
    `overview: ${overview.days.length} days with ${overview.days.reduce((sum, day) => sum + day.slots, 0)} open slots`,
  )
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    for (const entry of series) {
      const ms = await timed(`${server.url}${entry.path(i)}`)
      if (i >= WARM_UP) entry.ms.push(ms)
    }
  }
  const stats = series.map((entry) => {
    const sorted = [...entry.ms].sort((a, b) => a - b)
    return { name: entry.name, p50: atShare(sorted, 0.5) ?? 0, p99: atShare(sorted, 0.99) ?? 0 }
  })
  const [reference] = stats
  const within = (value: number, base: number) => value <= Math.max(base * GOAL_FACTOR, base + 1)
  console.log(`\n${REQUESTS} requests each, interleaved, after ${WARM_UP} warm-up rounds`)
  console.log(`${'request'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  goal`)
  for (const row of stats) {
    const ok = row === reference || (within(row.p50, reference.p50) && within(row.p99, reference.p99))
    if (!ok) failed = true
    const goal = row === reference ? 'reference' : `within ${GOAL_FACTOR}x: ${ok ? 'met' : 'MISSED'}`
    console.log(
      `${row.name.padEnd(48)} ${row.p50.toFixed(2).padStart(8)} ${row.p99.toFixed(2).padStart(8)}  ${goal}`,
    )
  }
} finally {
  await server.stop()
}
console.log(failed ? 'FAIL' : 'PASS')
process.exit(failed ? 1 : 0)
