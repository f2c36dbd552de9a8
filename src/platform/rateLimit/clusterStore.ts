import cluster from 'node:cluster'

import { RateLimiterCluster, RateLimiterClusterMaster, RateLimiterRes } from 'rate-limiter-flexible'

import { secondsUntil, type RateLimitResult, type RateLimitStore } from './types'

/** How long a worker waits for the primary's answer before the hit fails (and the request with it). */
const PRIMARY_ANSWER_MS = 5_000

/**
 * The counts of one box's worker processes, kept in the cluster's primary (rate-limiter-flexible's
 * cluster limiter: each hit is one IPC message to the primary and back, fixed windows as in the
 * memory store). Every worker sees the same counts, and no hit writes to the database, so SQLite's
 * one writer is left to the site's own writes. Several boxes share counts through the database
 * store instead (docs/decisions/0052-shared-rate-limits-in-the-database.md).
 */
export class ClusterRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterCluster>()

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      await this.limiterFor(limit, windowMs).consume(key)
      return { allowed: true }
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      return { allowed: false, retryAfterSeconds: secondsUntil(refusal.msBeforeNext, 0) }
    }
  }

  async forget(key: string): Promise<void> {
    await Promise.all([...this.limiters.values()].map((limiter) => limiter.delete(key)))
  }

  async reset(): Promise<void> {
    this.limiters.clear()
  }

  private limiterFor(limit: number, windowMs: number): RateLimiterCluster {
    // One limiter per (limit, window) shape, named by it: the primary keeps one counter set per name
    const keyPrefix = `rate-limit:${limit}/${windowMs}`
    let limiter = this.limiters.get(keyPrefix)
    if (!limiter) {
      limiter = new RateLimiterCluster({
        keyPrefix,
        points: limit,
        duration: windowMs / 1000,
        timeoutMs: PRIMARY_ANSWER_MS,
      })
      this.limiters.set(keyPrefix, limiter)
    }
    return limiter
  }
}

/** Whether this process is a worker of `npm start`'s cluster, whose primary keeps the counts. */
export const inCluster = (): boolean => cluster.isWorker

/** Called once in the cluster's primary: it answers the workers' hits (and serves nothing else). */
export function keepClusterRateLimits(): void {
  new RateLimiterClusterMaster()
}
