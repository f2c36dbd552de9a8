/**
 * npm run bench:broadcast — one broadcast to BENCH_SUBSCRIBERS (100,000) confirmed subscribers,
 * sent by the production build's job runner (`npm run build` first) to a real SMTP server on
 * loopback (smtp-server, in this process, counting what each address receives).
 *  1. A clean send: messages/s, wall time (from the broadcast's start to its last message), peak
 *     RSS of the server (its process tree, sampled from /proc every 500 ms) and whether it stays
 *     flat, and the p99 of
 *     GET / sampled during the send (one request at a time, every 50 ms).
 *  2. The same send with the server SIGKILLed halfway and restarted: how many subscribers got 0, 1
 *     and 2 copies, against the messages that were in flight (claimed, not yet recorded sent) at the kill.
 * Goals: 100,000 in <= 120 s; RSS <= 500 MB and flat; after the kill no subscriber without a
 * copy and no more duplicates than messages in flight; GET / p99 < 100 ms. Exits 1 when one is missed.
 * The server runs one worker unless WEB_CONCURRENCY says otherwise. The RSS goal is the sending
 * worker's (the largest process: one worker holds the outbox lease and sends), as it was the one
 * server process's before `npm start` ran workers; the whole tree's peak (with the primary, about
 * 75 MB) is printed beside it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { richTextParagraphs } from '../src/seed/richText'
import { atShare } from './lib/percentile'
import { startSmtpSink } from './lib/smtpSink'
import { benchEnv, processRssKb, requireBuild, seedDatabase, startServer } from './lib/server'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)
const PORT = Number(process.env.BENCH_PORT ?? 3310)
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2530)
const SEND_LIMIT_MS = Number(process.env.BENCH_SEND_LIMIT_SECONDS ?? 600) * 1000
const GOALS = { seconds: 120, rssMb: 500, pageP99Ms: 100 }
// `clean`, `kill` or both (the default): each phase starts from the same filled database
const PHASES = (process.env.BENCH_PHASES ?? 'clean,kill').split(',')

requireBuild()

const received = new Map<string, number>()
let total = 0
let firstAt = 0
let lastAt = 0
const sink = await startSmtpSink({
  port: SMTP_PORT,
  keepBody: false,
  onMessage: ({ to }) => {
    const at = Date.now()
    if (!firstAt) firstAt = at
    lastAt = at
    total++
    for (const address of to) received.set(address, (received.get(address) ?? 0) + 1)
  },
})

const { env, databaseFile, dir } = benchEnv(PORT, {
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || '1',
  SMTP_URL: sink.url,
  EMAIL_FROM: 'Coach <hello@example.com>',
  EMAIL_QUEUE_CRON: '*/1 * * * * *',
  // A message claimed by the killed process is sent again this long after its claim
  EMAIL_IN_FLIGHT_TIMEOUT_SECONDS: '30',
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const subscriberAddress = (i: number) => `reader${i}@bench.test`

async function withDb<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = createClient({ url: `file:${databaseFile}` })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    return await work(db)
  } finally {
    db.close()
  }
}

/** Fills the list with confirmed subscribers: bulk SQL, a thousand rows a statement, one transaction. */
async function seedSubscribers() {
  const at = new Date().toISOString()
  await withDb(async (db) => {
    const statements = []
    for (let start = 0; start < SUBSCRIBERS; start += 1000) {
      const count = Math.min(1000, SUBSCRIBERS - start)
      const rows = Array.from({ length: count }, () => "(?, 'confirmed', ?, ?, 'bench')").join(', ')
      const args = Array.from({ length: count }, (_, i) => [subscriberAddress(start + i), at, at]).flat()
      statements.push({
        sql: `INSERT INTO email_signups (email, status, subscribed_at, confirmed_at, source) VALUES ${rows}`,
        args,
      })
    }
    await db.batch(statements, 'write')
    await db.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  })
}

const BODY = JSON.stringify(
  richTextParagraphs(['Dear reader,', 'This week: how letting go of one small thing makes room.']),
)

/** Schedules a broadcast for now, as the admin's "Send now" does; the job picks it up within a second. */
async function scheduleBroadcast(subject: string): Promise<number> {
  return withDb(async (db) => {
    const result = await db.execute({
      sql: "INSERT INTO broadcasts (subject, body, status, scheduled_at) VALUES (?, ?, 'scheduled', ?) RETURNING id",
      args: [subject, BODY, new Date().toISOString()],
    })
    return Number(result.rows[0].id)
  })
}

const outboxCounts = (purpose: string) =>
  withDb(async (db) => {
    const { rows } = await db.execute({
      sql: 'SELECT status, count(*) AS n FROM email_outbox WHERE purpose = ? GROUP BY status',
      args: [purpose],
    })
    return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)])) as Record<
      string,
      number
    >
  })

const broadcastStatus = (id: number) =>
  withDb(async (db) => {
    const { rows } = await db.execute({ sql: 'SELECT status FROM broadcasts WHERE id = ?', args: [id] })
    return String(rows[0]?.status)
  })

/** GET / one request at a time while the send runs; returns the p99 in ms when stopped. */
function samplePageLatency(url: string) {
  const latencies: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(`${url}/`)
        await response.arrayBuffer()
        if (response.status === 200) latencies.push(performance.now() - started)
      } catch {
        // the server is being killed or restarted
      }
      await sleep(50)
    }
  })()
  return async () => {
    running = false
    await loop
    const sorted = latencies.sort((a, b) => a - b)
    return {
      p99: atShare(sorted, 0.99) ?? NaN,
      n: sorted.length,
    }
  }
}

/** RSS every 500 ms: of the largest process of the server (the sending worker), and of the whole tree. */
function sampleRss(pid: () => number) {
  const samples: number[] = []
  const treeSamples: number[] = []
  const timer = setInterval(() => {
    void processRssKb(pid()).then((each) => {
      const largest = Math.max(0, ...each)
      if (largest > 0) samples.push(largest / 1024)
      treeSamples.push(each.reduce((sum, kb) => sum + kb, 0) / 1024)
    })
  }, 500)
  return () => {
    clearInterval(timer)
    return { samples, treePeak: Math.max(0, ...treeSamples) }
  }
}

/** Flat: the second half of the send never goes more than 20 % (or 50 MB) above the first half's peak. */
function rssFlat(samples: number[]): { peak: number; firstHalf: number; secondHalf: number; flat: boolean } {
  const half = Math.floor(samples.length / 2)
  const firstHalf = Math.max(0, ...samples.slice(0, half))
  const secondHalf = Math.max(0, ...samples.slice(half))
  return {
    peak: Math.max(firstHalf, secondHalf),
    firstHalf,
    secondHalf,
    flat: secondHalf <= Math.max(firstHalf * 1.2, firstHalf + 50),
  }
}

async function waitUntil(check: () => Promise<boolean> | boolean, limitMs: number, what: string) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs / 1000} s`)
    await sleep(200)
  }
}

const resetCounts = () => {
  received.clear()
  total = 0
  firstAt = 0
  lastAt = 0
}

const copies = () => {
  const histogram = { zero: 0, one: 0, two: 0, more: 0 }
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const n = received.get(subscriberAddress(i)) ?? 0
    if (n === 0) histogram.zero++
    else if (n === 1) histogram.one++
    else if (n === 2) histogram.two++
    else histogram.more++
  }
  return histogram
}

console.log(`Seeding the demo content and ${SUBSCRIBERS.toLocaleString('en')} confirmed subscribers...`)
seedDatabase(env)
const seedStarted = Date.now()
await seedSubscribers()
console.log(`  subscribers inserted in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)
const template = path.join(dir, 'template.db')
fs.copyFileSync(databaseFile, template)

// 1. A clean send
let server: Awaited<ReturnType<typeof startServer>>
const cleanResult = !PHASES.includes('clean')
  ? null
  : await (async () => {
      server = await startServer(env, databaseFile)
      console.log('  clean send: server up')
      const stopRss = sampleRss(() => server.pid)
      const stopLatency = samplePageLatency(server.url)
      const scheduledAt = Date.now()
      const id = await scheduleBroadcast('Clean send')
      console.log(`  clean send: broadcast ${id} scheduled`)
      await waitUntil(() => total >= SUBSCRIBERS, SEND_LIMIT_MS, 'the clean send')
      const wallMs = lastAt - scheduledAt
      const latency = await stopLatency()
      const sampled = stopRss()
      const rss = { ...rssFlat(sampled.samples), treePeak: sampled.treePeak }
      await waitUntil(async () => (await broadcastStatus(id)) === 'sent', 30_000, 'the broadcast marked sent')
      const result = {
        wallMs,
        perSecond: SUBSCRIBERS / ((lastAt - firstAt) / 1000),
        latency,
        rss,
        histogram: copies(),
      }
      await server.stop()
      console.log(`  clean send: ${JSON.stringify(result)}`)
      return result
    })()

// 2. SIGKILL halfway, restart
const crashResult = !PHASES.includes('kill')
  ? null
  : await (async () => {
      resetCounts()
      fs.rmSync(`${databaseFile}-wal`, { force: true })
      fs.rmSync(`${databaseFile}-shm`, { force: true })
      fs.copyFileSync(template, databaseFile)
      server = await startServer(env, databaseFile)
      const started = Date.now()
      const id = await scheduleBroadcast('Killed send')
      console.log(`  killed send: broadcast ${id} scheduled`)
      await waitUntil(() => total >= SUBSCRIBERS / 2, SEND_LIMIT_MS, 'half of the killed send')
      process.kill(server.pid, 'SIGKILL')
      await sleep(500)
      const atKill = await outboxCounts(`broadcast:${id}`)
      const receivedAtKill = total
      console.log(
        `  killed ${((Date.now() - started) / 1000).toFixed(1)} s in, after ${receivedAtKill} messages; the outbox then: ${JSON.stringify(atKill)}`,
      )
      server = await startServer(env, databaseFile)
      await waitUntil(async () => (await broadcastStatus(id)) === 'sent', SEND_LIMIT_MS, 'the resumed send')
      await sleep(2000)
      const result = {
        inFlight: atKill.sending ?? 0,
        receivedAtKill,
        wallMs: Date.now() - started,
        histogram: copies(),
        final: await outboxCounts(`broadcast:${id}`),
      }
      await server.stop()
      return result
    })()
await sink.close()

const row = (name: string, value: string, goal: string, ok: boolean) => ({
  name,
  value,
  goal,
  ok: ok ? 'yes' : 'NO',
})
const rows = [
  row('messages', `${SUBSCRIBERS}`, '', true),
  ...(cleanResult ? cleanRows(cleanResult) : []),
  ...(crashResult ? crashRows(crashResult) : []),
]
console.table(rows)
if (crashResult) console.log(`killed send's outbox at the end: ${JSON.stringify(crashResult.final)}`)
fs.rmSync(dir, { recursive: true, force: true })
const missed = rows.filter((r) => r.ok === 'NO')
if (missed.length > 0) {
  console.error(`Goals missed: ${missed.map((r) => r.name).join('; ')}`)
  process.exit(1)
}
process.exit(0)

function cleanRows(clean: NonNullable<typeof cleanResult>) {
  return [
    row(
      'wall time (broadcast start to last message)',
      `${(clean.wallMs / 1000).toFixed(1)} s`,
      `<= ${GOALS.seconds} s`,
      clean.wallMs <= GOALS.seconds * 1000,
    ),
    row('messages/s (first to last message)', clean.perSecond.toFixed(0), '', true),
    row(
      'copies per subscriber, clean send (0/1/2+)',
      `${clean.histogram.zero}/${clean.histogram.one}/${clean.histogram.two + clean.histogram.more}`,
      `0/${SUBSCRIBERS}/0`,
      clean.histogram.one === SUBSCRIBERS,
    ),
    row(
      'peak RSS of the sending worker (first half / second half)',
      `${clean.rss.peak.toFixed(0)} MB (${clean.rss.firstHalf.toFixed(0)} / ${clean.rss.secondHalf.toFixed(0)})`,
      `<= ${GOALS.rssMb} MB, flat`,
      clean.rss.peak <= GOALS.rssMb && clean.rss.flat,
    ),
    row('peak RSS of the server (primary and workers)', `${clean.rss.treePeak.toFixed(0)} MB`, '', true),
    row(
      `GET / p99 during the send (${clean.latency.n} requests)`,
      `${clean.latency.p99.toFixed(1)} ms`,
      `< ${GOALS.pageP99Ms} ms`,
      clean.latency.p99 < GOALS.pageP99Ms,
    ),
  ]
}

function crashRows(crash: NonNullable<typeof crashResult>) {
  return [
    row('killed send: messages in flight at the kill', `${crash.inFlight}`, '', true),
    row('killed send: subscribers with 0 copies', `${crash.histogram.zero}`, '0', crash.histogram.zero === 0),
    row('killed send: subscribers with 1 copy', `${crash.histogram.one}`, '', true),
    row(
      'killed send: subscribers with 2 copies (more)',
      `${crash.histogram.two} (${crash.histogram.more})`,
      `<= ${crash.inFlight} in flight`,
      crash.histogram.two + crash.histogram.more <= crash.inFlight,
    ),
    row('killed send: wall time with the restart', `${(crash.wallMs / 1000).toFixed(1)} s`, '', true),
  ]
}
