import type { Payload, PayloadRequest } from 'payload'

import { getEnv } from '../env'
import { processWide } from '../processWide'
import { clientAddress, rateLimitSubject } from './clientAddress'
import { ClusterRateLimitStore, inCluster } from './clusterStore'
import { DatabaseRateLimitStore } from './databaseStore'
import { MemoryRateLimitStore } from './memoryStore'
import type { RateLimitResult, RateLimitStore } from './types'

export { clientAddress, rateLimitSubject } from './clientAddress'
export { DatabaseRateLimitStore, type DatabaseStoreOptions } from './databaseStore'
export { MemoryRateLimitStore } from './memoryStore'
export type { RateLimitResult, RateLimitStore } from './types'

export type RateLimitedAction =
  | 'login'
  | 'signup'
  | 'email-signup'
  | 'change-password'
  | 'forgot-password'
  | 'reset-password'
  | 'course-page-view'
  | 'checkout'
  | 'session-change'

/**
 * Set on `req.context` to the action an endpoint has just counted, so the one Payload operation it
 * hands the request to is not counted twice (see takeCountedMark).
 */
const RATE_LIMIT_COUNTED = 'rateLimitCounted'

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
    'course-page-view': env.RATE_LIMIT_COURSE_PAGE_VIEW,
    checkout: env.RATE_LIMIT_CHECKOUT,
    'session-change': env.RATE_LIMIT_SESSION_CHANGE,
  }[action]
  return Math.max(1, Math.floor(base * env.RATE_LIMIT_FACTOR))
}

// REST and GraphQL are bundled apart: one memory store per process, or they would count apart.
const memoryStore = processWide('rateLimitMemoryStore', () => new MemoryRateLimitStore())
const clusterStore = processWide('rateLimitClusterStore', () => new ClusterRateLimitStore())
const databaseStores = new WeakMap<Payload, DatabaseRateLimitStore>()

/**
 * RATE_LIMIT_STORE: `memory` (this process), `cluster` (the workers of this box, counted in the
 * cluster's primary) or `database` (shared by every app node). `cluster` outside a cluster (a
 * script, a test) is one process, so it counts in memory.
 */
export function storeFor(payload: Payload): RateLimitStore {
  const kind = getEnv().RATE_LIMIT_STORE
  if (kind === 'memory') return memoryStore
  if (kind === 'cluster') return inCluster() ? clusterStore : memoryStore
  let store = databaseStores.get(payload)
  if (!store) {
    store = new DatabaseRateLimitStore(payload)
    databaseStores.set(payload, store)
  }
  return store
}

type CountableRequest = Pick<PayloadRequest, 'headers' | 'payload' | 'context'>

/**
 * Counts one request (or one operation) of `action` from the request's client address (an IPv6 one
 * by its /64), or, given a `subject`, against that subject (a booking, say) whatever the address.
 */
export async function checkRateLimit(
  action: RateLimitedAction,
  req: CountableRequest,
  subject?: string,
): Promise<RateLimitResult> {
  const env = getEnv()
  const key = `${action}:${subject ?? rateLimitSubject(clientAddress(req.headers, env.TRUST_PROXY))}`
  return storeFor(req.payload).hit(key, limitOf(action), env.RATE_LIMIT_WINDOW_SECONDS * 1000)
}

/**
 * True, once, when the request was just counted for `action` by an endpoint: the operation that
 * endpoint runs is then free. Any further operation of the request (a second GraphQL alias, say)
 * finds no mark and is counted.
 */
export function takeCountedMark(action: RateLimitedAction, req: CountableRequest): boolean {
  if (req.context[RATE_LIMIT_COUNTED] !== action) return false
  delete req.context[RATE_LIMIT_COUNTED]
  return true
}

/**
 * Marks the request as counted for `action` again: the endpoint runs its operation once more (a
 * MongoDB transaction that lost to another and ran again), and that run is the same request.
 */
export function markCounted(action: RateLimitedAction, req: CountableRequest): void {
  req.context[RATE_LIMIT_COUNTED] = action
}

export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${retryAfterSeconds} seconds.`

/** The 429 answer of a refused request, with Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number, headers: Record<string, string> = {}): Response =>
  Response.json(
    { error: tooManyRequestsMessage(retryAfterSeconds) },
    { status: 429, headers: { ...headers, 'Retry-After': String(retryAfterSeconds) } },
  )

/** Counts one request of `action` from the client address; null when allowed, else the 429 answer with Retry-After. */
export async function rateLimit(action: RateLimitedAction, req: CountableRequest): Promise<Response | null> {
  const result = await checkRateLimit(action, req)
  markCounted(action, req)
  if (result.allowed) return null
  return tooManyRequests(result.retryAfterSeconds)
}

/** Failed logins that lock an account, and for how long (the users collection's auth settings). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000

const accountKey = (email: string) => `login-account:${email.trim().toLowerCase()}`

/**
 * Reserves one password check of an account, before the check: at most MAX_LOGIN_ATTEMPTS per
 * LOCK_TIME_MS, whatever address, route or GraphQL alias carries them. Payload's own lockout counts
 * failures only after each check, so guesses sent in parallel would all be checked before it
 * locks; the reservation is counted first, so they cannot. A successful login gives them back.
 */
export function reserveLoginAttempt(payload: Payload, email: string): Promise<RateLimitResult> {
  return storeFor(payload).hit(accountKey(email), MAX_LOGIN_ATTEMPTS, LOCK_TIME_MS)
}

/** After a successful login, an unlock or a password reset: the account starts afresh. */
export function forgetLoginAttempts(payload: Payload, email: string): Promise<void> {
  return storeFor(payload).forget(accountKey(email), MAX_LOGIN_ATTEMPTS, LOCK_TIME_MS)
}

const unknownAccountKey = (email: string) => `login-unknown:${email.trim().toLowerCase()}`

/**
 * Counts one failed sign-in to an address that has no account, so it locks as a real account
 * does: allowed for the first MAX_LOGIN_ATTEMPTS - 1 failures, refused at the one that would lock
 * a real account, which the caller answers as that failure is answered (the account reservation
 * refuses every attempt after it).
 */
export function countUnknownAccountFailure(payload: Payload, email: string): Promise<RateLimitResult> {
  return storeFor(payload).hit(unknownAccountKey(email), MAX_LOGIN_ATTEMPTS - 1, LOCK_TIME_MS)
}

const deviceKey = (nonce: string) => `login-device:${nonce}`

/**
 * Reserves one password check from a trusted device (src/features/accounts/deviceCookie.ts): each device cookie
 * has MAX_LOGIN_ATTEMPTS per LOCK_TIME_MS of its own, apart from the account's. A device that has
 * spent them is untrusted until the window passes (OWASP's device lockout).
 */
export function reserveDeviceAttempt(payload: Payload, nonce: string): Promise<RateLimitResult> {
  return storeFor(payload).hit(deviceKey(nonce), MAX_LOGIN_ATTEMPTS, LOCK_TIME_MS)
}

/** After a successful login from a trusted device: the device starts afresh. */
export function forgetDeviceAttempts(payload: Payload, nonce: string): Promise<void> {
  return storeFor(payload).forget(deviceKey(nonce), MAX_LOGIN_ATTEMPTS, LOCK_TIME_MS)
}

/** Forgets every count of the memory store and, given a Payload, of its database store (tests). */
export async function resetRateLimits(payload?: Payload): Promise<void> {
  await memoryStore.reset()
  if (payload) await storeFor(payload).reset()
}
