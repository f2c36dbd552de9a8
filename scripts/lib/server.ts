import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type BenchServer = {
  url: string
  pid: number
  databaseFile: string
  /**
   * Highest sum of the RSS of the server's process tree seen since spawn, in MB (sampled every
   * 100 ms when started with `sampleMemory`; latency benches leave it off).
   */
  peakMb: () => Promise<number>
  stop: () => Promise<void>
}

export function requireBuild(): void {
  if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/server.mjs')) {
    console.error('No production build found: run `npm run build` (or scripts/e2e-build.sh) first.')
    process.exit(1)
  }
}

/** Environment of a production server on a fresh temporary SQLite database. */
export function benchEnv(port: number, extra: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const databaseFile = path.join(dir, 'site.db')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URI: `file:${databaseFile}`,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef',
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...extra,
  }
  return { env, databaseFile, dir }
}

/** Runs the seeder (which also applies the migrations) against the environment's database. */
export function seedDatabase(env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('seeding failed')
}

async function readProcFile(file: string): Promise<string> {
  return fs.promises.readFile(file, 'utf8').catch(() => '') // the process has just exited
}

async function childPids(pid: number): Promise<number[]> {
  const threads = await fs.promises.readdir(`/proc/${pid}/task`).catch(() => [])
  const lists = await Promise.all(threads.map((tid) => readProcFile(`/proc/${pid}/task/${tid}/children`)))
  return lists.join(' ').split(/\s+/).filter(Boolean).map(Number)
}

/**
 * RSS of a process and its descendants, read from /proc without blocking: the sampler shares its
 * event loop with the load generator, and a synchronous `ps` every 100 ms (4-13 ms each) would
 * delay the reading of answers and inflate the measured latency tails.
 */
export async function processTreeRssKb(pid: number): Promise<number> {
  return (await processRssKb(pid)).reduce((sum, kb) => sum + kb, 0)
}

/** The RSS of each process of the tree rooted at `pid` (the primary of `npm start` and its workers). */
export async function processRssKb(pid: number): Promise<number[]> {
  const [status, children] = await Promise.all([readProcFile(`/proc/${pid}/status`), childPids(pid)])
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  const descendants = await Promise.all(children.map(processRssKb))
  return [own, ...descendants.flat()]
}

function memorySampler(pid: number, everyMs = 100) {
  let peakKb = 0
  let sampling = false
  const sample = async () => {
    if (sampling) return
    sampling = true
    peakKb = Math.max(peakKb, await processTreeRssKb(pid))
    sampling = false
  }
  const timer = setInterval(() => void sample(), everyMs)
  return {
    peakMb: async () => {
      await sample()
      return peakKb / 1024
    },
    stop: () => clearInterval(timer),
  }
}

export async function waitFor200(url: string, startedAt: number, limitMs = 120_000): Promise<number> {
  while (Date.now() - startedAt < limitMs) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status === 200) return Date.now() - startedAt
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer 200 within ${limitMs / 1000} s`)
}

/** Starts the production server (dist/server.mjs, as `npm start` does after its preflight); resolves once `/` answers 200. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  databaseFile: string,
  { sampleMemory = false } = {},
): Promise<BenchServer & { startMs: number }> {
  const port = Number(env.PORT)
  const startedAt = Date.now()
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/server.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const pid = child.pid as number
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server stopped unexpectedly (exit code ${code}, signal ${signal}).`)
  })
  const memory = sampleMemory ? memorySampler(pid) : undefined
  const url = `http://localhost:${port}`
  const startMs = await waitFor200(`${url}/`, startedAt)
  return {
    url,
    pid,
    databaseFile,
    startMs,
    peakMb: async () => {
      if (!memory) throw new Error('startServer was called without sampleMemory')
      return memory.peakMb()
    },
    stop: () =>
      new Promise((resolve) => {
        memory?.stop()
        stopping = true
        // A server that already died has nothing left to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
