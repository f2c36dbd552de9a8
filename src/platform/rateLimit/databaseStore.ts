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
 * No atomic increment is needed: each hit is inserted first, then counts every other hit of its
 * key still in the window, whenever it was inserted; with `limit` or more it is refused and deletes
 * itself. So a burst never lets more than `limit` through, on any database and any number of
 * nodes: of the hits let through, the last to count saw all the others, which were inserted
 * before they counted and are never deleted. Ids are not compared: MongoDB's ObjectIds, made in
 * each app process, do not follow the order of insertion across processes. The price is that hits
 * crossing each other near the limit may all be refused, so a burst can let fewer through.
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
    const others: Where = {
      and: [
        { key: { equals: key } },
        { hitAt: { greater_than: new Date(now - windowMs).toISOString() } },
        { id: { not_equals: own.id } },
      ],
    }
    const { totalDocs: count } = await this.payload.count({ collection, where: others, overrideAccess: true })
    if (count < limit) return { allowed: true }

    await this.payload.delete({ collection, id: own.id, depth: 0, overrideAccess: true })
    // The count falls under the limit once the (count - limit + 1) oldest other hits have left the window.
    const { docs } = await this.payload.find({
      collection,
      where: others,
      sort: 'hitAt',
      limit: 1,
      page: count - limit + 1,
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
