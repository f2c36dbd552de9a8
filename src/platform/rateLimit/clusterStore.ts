import cluster from 'node:cluster'

import { RateLimiterCluster, RateLimiterClusterMaster } from 'rate-limiter-flexible'

import { FlexibleRateLimitStore } from './flexibleStore'

/**
 * How long a worker waits for the primary's answer. The primary does nothing else, so an answer
 * this late means it is gone: the hit fails, and so does the request (fail closed: no guess goes
 * uncounted).
 */
const PRIMARY_ANSWER_MS = 1_000

/** Set by `npm start`'s primary in its workers' environment: this primary keeps the counts. */
export const COUNTING_PRIMARY_ENV = 'RATE_LIMIT_PRIMARY'

/**
 * The counts of one box's worker processes, kept in the cluster's primary (rate-limiter-flexible's
 * cluster limiter: each hit is one IPC message to the primary and back, fixed windows as in the
 * memory store). Every worker sees the same counts, and no hit writes to the database, so SQLite's
 * one writer is left to the site's own writes. Several boxes share counts through the database
 * store instead (docs/decisions/0052-shared-rate-limits-in-the-database.md).
 */
export class ClusterRateLimitStore extends FlexibleRateLimitStore {
  constructor() {
    super((shape) => new RateLimiterCluster({ ...shape, timeoutMs: PRIMARY_ANSWER_MS }))
  }
}

/**
 * Whether this process is a worker of `npm start`'s cluster, whose primary keeps the counts. A
 * worker of another cluster (a process manager's) has no such primary: it counts in memory.
 */
export const inCluster = (): boolean => cluster.isWorker && process.env[COUNTING_PRIMARY_ENV] === '1'

/** Called once in the cluster's primary: it answers the workers' hits (and serves nothing else). */
export function keepClusterRateLimits(): void {
  new RateLimiterClusterMaster()
}
