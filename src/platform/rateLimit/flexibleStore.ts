import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { secondsUntil, type RateLimitResult, type RateLimitStore } from './types'

/** The shape of one limiter: rate-limiter-flexible's limiters each have one limit and one window. */
export type LimiterShape = { keyPrefix: string; points: number; duration: number }

/**
 * A store over rate-limiter-flexible's limiters (fixed windows), one limiter per (limit, window)
 * shape, named by it. The memory and cluster stores differ only in the limiter they make.
 */
export class FlexibleRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, Pick<RateLimiterAbstract, 'consume' | 'delete'>>()

  constructor(
    private readonly makeLimiter: (shape: LimiterShape) => Pick<RateLimiterAbstract, 'consume' | 'delete'>,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      await this.limiterFor(limit, windowMs).consume(key)
      return { allowed: true }
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      return { allowed: false, retryAfterSeconds: secondsUntil(refusal.msBeforeNext, 0) }
    }
  }

  async forget(key: string, limit: number, windowMs: number): Promise<void> {
    // Through the limiter of the key's shape, made if need be: in the cluster store the counts
    // live in the primary, and this process may not have counted that shape since it started
    await this.limiterFor(limit, windowMs).delete(key)
  }

  async reset(): Promise<void> {
    this.limiters.clear()
  }

  private limiterFor(limit: number, windowMs: number) {
    const keyPrefix = `rate-limit:${limit}/${windowMs}`
    let limiter = this.limiters.get(keyPrefix)
    if (!limiter) {
      limiter = this.makeLimiter({ keyPrefix, points: limit, duration: windowMs / 1000 })
      this.limiters.set(keyPrefix, limiter)
    }
    return limiter
  }
}
