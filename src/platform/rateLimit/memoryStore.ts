import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { secondsUntil, type RateLimitResult, type RateLimitStore } from './types'

/**
 * The store of one process (rate-limiter-flexible's memory limiter, fixed windows): fast, but each
 * app instance counts alone. One limiter per (limit, window) shape, since a limiter has one of each.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterMemory>()

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

  private limiterFor(limit: number, windowMs: number): RateLimiterMemory {
    const shape = `${limit}/${windowMs}`
    let limiter = this.limiters.get(shape)
    if (!limiter) {
      limiter = new RateLimiterMemory({ points: limit, duration: windowMs / 1000 })
      this.limiters.set(shape, limiter)
    }
    return limiter
  }
}
