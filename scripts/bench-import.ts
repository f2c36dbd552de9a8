/**
 * npm run bench:import — imports 10,000 users into a fresh temporary SQLite database through the
 * same code as POST /api/auth/bulk-import, then runs the import again (all skipped), and prints
 * the wall time of each run and the process's peak memory. Goal: the first run under 30 s.
 * BENCH_USERS changes the count.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const USERS = Number(process.env.BENCH_USERS ?? 10_000)
const GOAL_MS = 30_000

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
Object.assign(process.env, {
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef',
  LOG_LEVEL: 'warn',
})

const { bootPayload } = await import('./lib/bootstrap')
const { importUsers } = await import('../src/features/accounts')
const { getEnv } = await import('../src/platform/env')
const DEFAULT_IMPORT_PASSWORD = getEnv().IMPORT_DEFAULT_PASSWORD

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const rows = Array.from({ length: USERS }, (_, index) => ({
  email: `bench.user${index}@example.com`,
  name: index % 2 === 0 ? `Bench User ${index}` : undefined,
}))

let exitCode = 0
const payload = await bootPayload()
try {
  const rssBefore = peakRssMb()
  let started = performance.now()
  const first = await importUsers(payload, rows, DEFAULT_IMPORT_PASSWORD)
  const firstMs = performance.now() - started

  started = performance.now()
  const second = await importUsers(payload, rows, DEFAULT_IMPORT_PASSWORD)
  const secondMs = performance.now() - started

  const stored = (await payload.count({ collection: 'users' })).totalDocs
  const login = await payload.login({
    collection: 'users',
    data: { email: rows[USERS - 1].email, password: DEFAULT_IMPORT_PASSWORD },
  })

  console.log(`users:                ${USERS}`)
  console.log(`first import:         ${seconds(firstMs)}  (${first.message})`)
  console.log(`second import:        ${seconds(secondMs)}  (${second.message})`)
  console.log(`users stored:         ${stored}`)
  console.log(`imported user login:  ${login.user ? 'ok' : 'FAILED'}`)
  console.log(`peak RSS:             ${peakRssMb()} MB (after boot: ${rssBefore} MB)`)
  const ok = first.created === USERS && second.skipped === USERS && stored === USERS && Boolean(login.user)
  console.log(`goal (< ${GOAL_MS / 1000} s):        ${firstMs < GOAL_MS && ok ? 'met' : 'NOT met'}`)
  if (!ok || firstMs >= GOAL_MS) exitCode = 1
} finally {
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
