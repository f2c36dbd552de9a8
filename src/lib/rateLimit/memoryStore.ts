import { secondsUntil, type RateLimitResult, type RateLimitStore } from './types'

type Window = { startedAt: number; count: number }

/**
 * Counts hits per key in fixed windows. In memory: one server process is one budget
 * (several app instances would each keep their own).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now = Date.now()): RateLimitResult {
    this.sweep(now)
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: secondsUntil(window.startedAt + this.windowMs, now) }
    }
    window.count += 1
    return { allowed: true }
  }

  /** Drops finished windows once the map grows, so a flood of addresses cannot grow it without end. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key)
    }
  }
}

/** The store of one process: fixed windows in memory (fast, but each app instance counts alone). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, FixedWindowLimiter>()

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
    const shape = `${limit}/${windowMs}`
    let limiter = this.limiters.get(shape)
    if (!limiter) {
      limiter = new FixedWindowLimiter(limit, windowMs)
      this.limiters.set(shape, limiter)
    }
    return limiter.hit(key, now)
  }

  async reset(): Promise<void> {
    this.limiters.clear()
  }
}
