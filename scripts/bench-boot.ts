/**
 * npm run bench:boot — cold start of the production build on a fresh SQLite database:
 * time from `next start` to the first 200 on / and on /admin, and the server's peak memory.
 * Needs a build (`npm run build` or scripts/e2e-build.sh) and runs the migrations on first start.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PORT = Number(process.env.BENCH_PORT ?? 3210)
const LIMIT_MS = 120_000

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-boot-'))
const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef',
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${PORT}`,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
}

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

function processTreeRssKb(rootPid: number): number {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
  const rows = ps.stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
  const inTree = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid)
        grew = true
      }
    }
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0)
}

async function waitFor200(url: string, started: number): Promise<number> {
  while (Date.now() - started < LIMIT_MS) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status === 200) return Date.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer 200 within ${LIMIT_MS / 1000} s`)
}

const started = Date.now()
const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
})
let peakKb = 0
const sampler = setInterval(() => {
  if (server.pid) peakKb = Math.max(peakKb, processTreeRssKb(server.pid))
}, 100)

try {
  const home = await waitFor200(`http://localhost:${PORT}/`, started)
  const admin = await waitFor200(`http://localhost:${PORT}/admin/login`, started)
  await new Promise((resolve) => setTimeout(resolve, 300))
  console.log('bench:boot (production build, fresh SQLite database, migrations on first request)')
  console.log(`  first 200 on /            ${(home / 1000).toFixed(2)} s`)
  console.log(`  first 200 on /admin/login ${(admin / 1000).toFixed(2)} s`)
  console.log(`  peak memory (RSS, tree)   ${(peakKb / 1024).toFixed(0)} MB`)
} finally {
  clearInterval(sampler)
  server.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
