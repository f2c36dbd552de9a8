export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Where the hits are counted: in this process (memory) or in the site's database (shared). */
export interface RateLimitStore {
  /**
   * Counts one hit of `key` unless `limit` hits of it already fell within `windowMs`; a refused
   * hit is not counted. `now` (ms since the epoch) is injectable for tests.
   */
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>
  /**
   * Forgets every hit of `key` (an account's login attempts after a success or an unlock), counted
   * with `limit` per `windowMs` (the shape names the counter in stores that keep one per shape).
   */
  forget(key: string, limit: number, windowMs: number): Promise<void>
  /** Forgets every hit (tests). */
  reset(): Promise<void>
}

/** Whole seconds until `readyAt`, at least 1 (the value of Retry-After). */
export const secondsUntil = (readyAt: number, now: number): number =>
  Math.max(1, Math.ceil((readyAt - now) / 1000))
