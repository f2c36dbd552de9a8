import type { Payload, PayloadRequest } from 'payload'

import { getEnv } from '../env'
import { clientAddress } from './clientAddress'
import { DatabaseRateLimitStore } from './databaseStore'
import { MemoryRateLimitStore } from './memoryStore'
import type { RateLimitResult, RateLimitStore } from './types'

export { clientAddress } from './clientAddress'
export { DatabaseRateLimitStore, type DatabaseStoreOptions } from './databaseStore'
export { FixedWindowLimiter, MemoryRateLimitStore } from './memoryStore'
export type { RateLimitResult, RateLimitStore } from './types'

export type RateLimitedAction =
  'login' | 'signup' | 'email-signup' | 'change-password' | 'forgot-password' | 'reset-password'

/** Set on `req.context` once a request has been counted, so the operations it runs are not counted again. */
export const RATE_LIMIT_COUNTED = 'rateLimitCounted'

/** Requests of `action` allowed per client address per window, after RATE_LIMIT_FACTOR. */
function limitOf(action: RateLimitedAction): number {
  const env = getEnv()
  const base = {
    login: env.RATE_LIMIT_LOGIN,
    signup: env.RATE_LIMIT_SIGNUP,
    'email-signup': env.RATE_LIMIT_EMAIL_SIGNUP,
    'change-password': env.RATE_LIMIT_CHANGE_PASSWORD,
    'forgot-password': env.RATE_LIMIT_FORGOT_PASSWORD,
    'reset-password': env.RATE_LIMIT_RESET_PASSWORD,
  }[action]
  return Math.max(1, Math.floor(base * env.RATE_LIMIT_FACTOR))
}

const memoryStore = new MemoryRateLimitStore()
const databaseStores = new WeakMap<Payload, DatabaseRateLimitStore>()

/** RATE_LIMIT_STORE: `memory` (this process) or `database` (shared by every app instance). */
export function storeFor(payload: Payload): RateLimitStore {
  if (getEnv().RATE_LIMIT_STORE === 'memory') return memoryStore
  let store = databaseStores.get(payload)
  if (!store) {
    store = new DatabaseRateLimitStore(payload)
    databaseStores.set(payload, store)
  }
  return store
}

/** Counts one request of `action` from the request's client address (once per request). */
export async function checkRateLimit(
  action: RateLimitedAction,
  req: Pick<PayloadRequest, 'headers' | 'payload' | 'context'>,
): Promise<RateLimitResult> {
  req.context[RATE_LIMIT_COUNTED] = true
  const env = getEnv()
  const key = `${action}:${clientAddress(req.headers, env.TRUST_PROXY)}`
  return storeFor(req.payload).hit(key, limitOf(action), env.RATE_LIMIT_WINDOW_SECONDS * 1000)
}

export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${retryAfterSeconds} seconds.`

/** Counts one request of `action`; null when allowed, else the 429 answer with Retry-After. */
export async function rateLimit(
  action: RateLimitedAction,
  req: Pick<PayloadRequest, 'headers' | 'payload' | 'context'>,
): Promise<Response | null> {
  const result = await checkRateLimit(action, req)
  if (result.allowed) return null
  return Response.json(
    { error: tooManyRequestsMessage(result.retryAfterSeconds) },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  )
}

/** Forgets every count of the memory store and, given a Payload, of its database store (tests). */
export async function resetRateLimits(payload?: Payload): Promise<void> {
  await memoryStore.reset()
  if (payload) await storeFor(payload).reset()
}
