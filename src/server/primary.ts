import cluster, { type Worker } from 'node:cluster'
import os from 'node:os'

import { keepDocumentTurns } from '@/platform/database/documentTurns'
import { keepSqliteWriteTurns, WRITE_TURNS_ENV } from '@/platform/database/sqliteWriteTurns'
import { COUNTING_PRIMARY_ENV, keepClusterRateLimits } from '@/platform/rateLimit/clusterStore'

/** How long the workers get to drain on SIGTERM before they are killed. */
const STOP_LIMIT_MS = 25_000
/** A worker that dies sooner than this after its start waits a little before its replacement. */
const EARLY_DEATH_MS = 5_000
const RESTART_DELAY_MS = 1_000

/** WEB_CONCURRENCY (a whole number of at least 1), or the number of cores the process may use. */
export function workerCount(value = process.env.WEB_CONCURRENCY): number {
  const cores = os.availableParallelism()
  if (value === undefined || value.trim() === '') return cores
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of at least 1 (got "${value}")`)
  }
  return count
}

/**
 * The primary process of `npm start` (node:cluster): it serves nothing itself, beyond keeping the
 * workers' rate-limit counts and handing out SQLite's write turns and document turns. It starts `count` workers, each
 * the whole site on the same port (the primary hands each new connection to the next worker in
 * turn), replaces a worker that dies, and on SIGTERM or SIGINT asks every worker
 * to drain (src/server/index.ts) and exits once they all have.
 */
export function runPrimary(count: number): void {
  // Read by every worker: with several, the rate limits are shared (RATE_LIMIT_STORE), on SQLite
  // by this process, which keeps the counts for all of them.
  process.env.WEB_CONCURRENCY = String(count)
  keepClusterRateLimits()
  // Several workers on one SQLite file take turns to write, and to change one document (a worker
  // on MongoDB ignores both).
  const writeTurns = count > 1
  if (writeTurns) {
    keepSqliteWriteTurns()
    keepDocumentTurns()
  }
  let stopping = false
  const startedAt = new Map<Worker, number>()
  const workerIds = new Map<Worker, string>()

  const start = (workerId: string) => {
    if (stopping) return
    const worker = cluster.fork({
      WORKER_ID: workerId,
      [COUNTING_PRIMARY_ENV]: '1',
      ...(writeTurns ? { [WRITE_TURNS_ENV]: '1' } : {}),
    })
    startedAt.set(worker, Date.now())
    workerIds.set(worker, workerId)
  }

  cluster.on('exit', (worker, code, signal) => {
    const workerId = workerIds.get(worker) ?? '?'
    const livedMs = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    workerIds.delete(worker)
    if (stopping) {
      if (startedAt.size === 0) process.exit(0)
      return
    }
    console.error(
      `Worker ${workerId} (pid ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); starting another.`,
    )
    // A worker that cannot start (a wrong setting, a missing build) would otherwise respawn in a tight loop.
    setTimeout(() => start(workerId), livedMs < EARLY_DEATH_MS ? RESTART_DELAY_MS : 0)
  })

  const stop = () => {
    if (stopping) return
    stopping = true
    if (startedAt.size === 0) process.exit(0)
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, STOP_LIMIT_MS).unref()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)

  console.log(`> Starting ${count} worker${count === 1 ? '' : 's'}`)
  for (let index = 1; index <= count; index++) start(String(index))
}
