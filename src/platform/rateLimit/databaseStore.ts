import type { Payload, Where } from 'payload'

import { RATE_LIMIT_HITS_SLUG } from './RateLimitHits'
import { secondsUntil, type RateLimitResult, type RateLimitStore } from './types'

const collection = RATE_LIMIT_HITS_SLUG
const PURGE_BATCH = 500
const PURGE_MAX_BATCHES = 10

export type DatabaseStoreOptions = {
  /** How often (at most) this instance deletes hits older than the longest window: 60 s. */
  purgeIntervalMs?: number
}

/**
 * Hits kept in the site's database (the `rate-limit-hits` collection, written only through
 * Payload's local API, so it works on SQLite and MongoDB alike): every app instance over the same
 * database shares one budget per key. Sliding window: a hit is allowed when fewer than `limit`
 * hits of its key fall in the last `windowMs`.
 *
 * No atomic increment is needed: each hit is inserted first, then ranked among the earlier hits
 * of its key (smaller ids) still in the window; from rank `limit` on it is refused and deletes
 * itself. Ids grow with insertion on SQLite, so a burst can never let more than `limit` through
 * there; MongoDB's ObjectIds are ordered by second and then by node, so hits arriving on several
 * nodes within the same second may let a few extra through, bounded by that burst.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private lastPurgeAt = Number.NEGATIVE_INFINITY
  private longestWindowMs = 0
  private readonly purgeIntervalMs: number

  constructor(
    private readonly payload: Payload,
    options: DatabaseStoreOptions = {},
  ) {
    this.purgeIntervalMs = options.purgeIntervalMs ?? 60_000
  }

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
    this.longestWindowMs = Math.max(this.longestWindowMs, windowMs)
    if (now - this.lastPurgeAt >= this.purgeIntervalMs) {
      this.lastPurgeAt = now
      await this.purge(now).catch((error: unknown) =>
        this.payload.logger.warn({ err: error, msg: 'Purging old rate-limit hits failed' }),
      )
    }

    const own = await this.payload.create({
      collection,
      data: { key, hitAt: new Date(now).toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    const earlier: Where = {
      and: [
        { key: { equals: key } },
        { hitAt: { greater_than: new Date(now - windowMs).toISOString() } },
        { id: { less_than: own.id } },
      ],
    }
    const { totalDocs: rank } = await this.payload.count({ collection, where: earlier, overrideAccess: true })
    if (rank < limit) return { allowed: true }

    await this.payload.delete({ collection, id: own.id, depth: 0, overrideAccess: true })
    // The count falls under the limit once the (rank - limit + 1) oldest earlier hits have left the window.
    const { docs } = await this.payload.find({
      collection,
      where: earlier,
      sort: 'hitAt',
      limit: 1,
      page: rank - limit + 1,
      depth: 0,
      overrideAccess: true,
    })
    const leavesAt = docs[0] ? new Date(docs[0].hitAt).getTime() + windowMs : now + windowMs
    return { allowed: false, retryAfterSeconds: secondsUntil(leavesAt, now) }
  }

  /**
   * Deletes hits older than the longest window seen (at most 5,000 per call; the rest go at the
   * next purge). Runs from `hit` at most every `purgeIntervalMs` on each instance.
   */
  async purge(now = Date.now()): Promise<number> {
    const old: Where = { hitAt: { less_than: new Date(now - this.longestWindowMs).toISOString() } }
    let removed = 0
    for (let batch = 0; batch < PURGE_MAX_BATCHES; batch += 1) {
      const { docs } = await this.payload.find({
        collection,
        where: old,
        limit: PURGE_BATCH,
        depth: 0,
        overrideAccess: true,
      })
      if (docs.length === 0) break
      await this.payload.delete({
        collection,
        where: { id: { in: docs.map((doc) => doc.id) } },
        depth: 0,
        overrideAccess: true,
      })
      removed += docs.length
      if (docs.length < PURGE_BATCH) break
    }
    return removed
  }

  // One table for every shape: the key alone names the hits
  async forget(key: string, _limit?: number, _windowMs?: number): Promise<void> {
    await this.payload.delete({ collection, where: { key: { equals: key } }, depth: 0, overrideAccess: true })
  }

  async reset(): Promise<void> {
    await this.payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
    this.lastPurgeAt = Number.NEGATIVE_INFINITY
  }
}
