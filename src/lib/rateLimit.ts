import { getEnv } from './env'

export type RateLimitedAction =
  'login' | 'signup' | 'email-signup' | 'change-password' | 'forgot-password' | 'reset-password'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

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
      const retryAfterMs = window.startedAt + this.windowMs - now
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
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

/**
 * The client address used as the rate-limit key. Behind a trusted proxy (TRUST_PROXY=true) it is
 * the last X-Forwarded-For entry, the address the nearest proxy saw (earlier entries can be forged
 * by the client). Without one, Next.js does not hand the socket address to route handlers and a
 * direct client can forge the header, so every client shares one budget.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return 'direct'
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.at(-1) ?? 'unknown'
}

const limiters = new Map<RateLimitedAction, FixedWindowLimiter>()

function limiterFor(action: RateLimitedAction): FixedWindowLimiter {
  let limiter = limiters.get(action)
  if (!limiter) {
    const env = getEnv()
    const base = {
      login: env.RATE_LIMIT_LOGIN,
      signup: env.RATE_LIMIT_SIGNUP,
      'email-signup': env.RATE_LIMIT_EMAIL_SIGNUP,
      'change-password': env.RATE_LIMIT_CHANGE_PASSWORD,
      'forgot-password': env.RATE_LIMIT_FORGOT_PASSWORD,
      'reset-password': env.RATE_LIMIT_RESET_PASSWORD,
    }[action]
    limiter = new FixedWindowLimiter(
      Math.max(1, Math.floor(base * env.RATE_LIMIT_FACTOR)),
      env.RATE_LIMIT_WINDOW_SECONDS * 1000,
    )
    limiters.set(action, limiter)
  }
  return limiter
}

/** Counts one request of `action` from the request's client; null when allowed, else a 429 answer. */
export function rateLimit(action: RateLimitedAction, headers: Headers): Response | null {
  const result = limiterFor(action).hit(clientAddress(headers, getEnv().TRUST_PROXY))
  if (result.allowed) return null
  return Response.json(
    { error: `Too many requests. Please try again in ${result.retryAfterSeconds} seconds.` },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  )
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  limiters.clear()
}
