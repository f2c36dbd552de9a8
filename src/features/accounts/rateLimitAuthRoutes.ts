import {
  APIError,
  AuthenticationError,
  LockedAuth,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Config,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/platform/http/crossSite'
import { ClientError } from '@/platform/payload/clientError'
import { deviceCookieHeader, trustedDeviceNonce } from './deviceCookie'
import { getEnv } from '@/platform/env'
import { verifyPassword } from '@/platform/passwordHash'
import {
  checkRateLimit,
  countUnknownAccountFailure,
  forgetDeviceAttempts,
  forgetLoginAttempts,
  reserveDeviceAttempt,
  reserveLoginAttempt,
  takeCountedMark,
  tooManyRequestsMessage,
  type RateLimitedAction,
  type RateLimitResult,
} from '@/platform/rateLimit'

/** Payload's own auth operations that share a budget with the spec's /api/auth/* endpoints. */
const ACTIONS: Partial<Record<string, RateLimitedAction>> = {
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
}

const TOO_MANY_REQUESTS = 'TooManyRequests'

/** A 429 answered by Payload's error handler as `{ "errors": [{ "message": ... }] }`. */
export class TooManyRequests extends APIError {
  constructor(retryAfterSeconds: number) {
    super(tooManyRequestsMessage(retryAfterSeconds), 429, null, true)
    this.name = TOO_MANY_REQUESTS
  }
}

/** For the config's `loggingLevels`: a refused request is routine, logged at info, not as an error. */
export const rateLimitLoggingLevels: Config['loggingLevels'] = {
  [TOO_MANY_REQUESTS as keyof NonNullable<Config['loggingLevels']>]: 'info',
  LockedAuth: 'info',
  ['AccountLocked' as keyof NonNullable<Config['loggingLevels']>]: 'info',
}

async function countOperation(action: RateLimitedAction, req: PayloadRequest): Promise<void> {
  // An endpoint of ours that counted the request already hands its one operation over for free.
  if (takeCountedMark(action, req)) return
  const result = await checkRateLimit(action, req)
  if (result.allowed) return
  // Payload's error handler merges these into its answer.
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(result.retryAfterSeconds))
  throw new TooManyRequests(result.retryAfterSeconds)
}

/** Payload's locked-account error, with the seconds until the lock lifts when we know them. */
export class AccountLocked extends LockedAuth {
  constructor(
    req: PayloadRequest,
    readonly retryAfterSeconds: number,
  ) {
    super(req.t)
    // Payload answers and logs by name: set here, as the build's minifier renames classes
    this.name = 'AccountLocked'
  }
}

/**
 * The wrong password that locks an address with no account. Payload answers the failure that locks
 * a real account with its plain wrong-password error (the lock shows from the next attempt on), so
 * this is that error, name and all, on Payload's REST and GraphQL routes; /api/auth/login, which
 * answers a real account's locking failure with 423 at once, does the same with this one.
 */
export class FailureThatLocks extends AuthenticationError {
  constructor(
    req: PayloadRequest,
    readonly retryAfterSeconds: number,
  ) {
    super(req.t)
    // GraphQL sends the name (extensions.name): it must be the real account's.
    this.name = 'AuthenticationError'
  }
}

/** A stored hash to check an unknown address against, so known and unknown cost the same time. */
const DECOY = { salt: '0'.repeat(64), hash: `pbkdf2-sha256-v1:${'0'.repeat(64)}` }

/** Set on `req.context` to the device nonce of a login from a trusted device (see hideLockFromTrustedDevice). */
const TRUSTED_DEVICE = 'trustedDeviceNonce'

type StoredAccount = { id: number | string; email: string; salt?: string | null; hash?: string | null }

const findAccount = async (payload: Payload, email: string) =>
  (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
  })) as StoredAccount | null

/**
 * A sign-in from a browser with a genuine device cookie for this account, while the device has
 * checks left: the password is checked here (wrong: 401, counted against the device only), and
 * when it is right the login goes on with the account's lockout hidden from Payload, so the owner
 * signs in while strangers keep the account locked. True when the login is the device's.
 */
async function trustedDeviceLogin(email: string, password: unknown, req: PayloadRequest): Promise<boolean> {
  // A rerun of the request (decision 0074) decides again, from nothing its first run left.
  delete req.context[TRUSTED_DEVICE]
  const nonce = trustedDeviceNonce(req.headers, email)
  if (!nonce) return false
  if (!(await reserveOnce(req, `device:${nonce}`, () => reserveDeviceAttempt(req.payload, nonce))).allowed) {
    return false
  }
  const account = await findAccount(req.payload, email)
  if (!account) return false
  if (typeof password !== 'string' || !(await verifyPassword(password, account))) {
    throw new AuthenticationError(req.t)
  }
  req.context[TRUSTED_DEVICE] = nonce
  return true
}

/** Set on `req.context` to the password checks a login request has reserved (see reserveOnce). */
const RESERVED_CHECKS = 'reservedPasswordChecks'

/**
 * Reserves a password check once per request: our endpoints run a sign-in again when its MongoDB
 * transaction lost a race (decision 0074), and that rerun is the same guess, not another.
 */
async function reserveOnce(
  req: PayloadRequest,
  check: string,
  reserve: () => Promise<RateLimitResult>,
): Promise<RateLimitResult> {
  const reserved = (req.context[RESERVED_CHECKS] ?? []) as string[]
  if (reserved.includes(check)) return { allowed: true }
  const result = await reserve()
  if (result.allowed) req.context[RESERVED_CHECKS] = [...reserved, check]
  return result
}

/**
 * An account whose checks are all reserved is locked in the database too. Payload 3.90 can lose
 * its own lock: when parallel failures reach the limit on an account that has sessions, its
 * incrementLoginAttempts writes back a stale copy of the user (lockUntil null). The admin's view
 * and Payload's own check then see the lock again.
 */
async function recordLock(payload: Payload, email: string, retryAfterSeconds: number): Promise<void> {
  const account = (await findAccount(payload, email)) as
    (StoredAccount & { lockUntil?: string | null }) | null
  if (!account || (account.lockUntil && new Date(account.lockUntil).getTime() > Date.now())) return
  await payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { lockUntil: new Date(Date.now() + retryAfterSeconds * 1000).toISOString() },
    returning: false,
  })
}

/**
 * Before Payload checks a password: a trusted device goes its own way (above); any other client
 * reserves one of the account's MAX_LOGIN_ATTEMPTS checks, and an address with no account is
 * checked against a decoy hash and locks after the same number of failures, so neither the time
 * nor the answer tells whether an account exists.
 */
async function guardPasswordCheck(data: unknown, req: PayloadRequest): Promise<void> {
  const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || email.trim() === '') return
  if (await trustedDeviceLogin(email, password, req)) return
  const reserved = await reserveOnce(req, `account:${email}`, () => reserveLoginAttempt(req.payload, email))
  if (!reserved.allowed) {
    await recordLock(req.payload, email, reserved.retryAfterSeconds)
    throw new AccountLocked(req, reserved.retryAfterSeconds)
  }
  if (await findAccount(req.payload, email)) return
  await verifyPassword(typeof password === 'string' ? password : '', DECOY)
  const failure = await countUnknownAccountFailure(req.payload, email)
  if (!failure.allowed) throw new FailureThatLocks(req, failure.retryAfterSeconds)
  throw new AuthenticationError(req.t)
}

export type PasswordCheck =
  { allowed: true; succeeded: () => Promise<void> } | { allowed: false; retryAfterSeconds: number }

/**
 * A password check outside a sign-in (the current password that a password change asks for): it
 * takes one of the checks a sign-in would, the trusted device's or the account's, so a stolen
 * session cannot guess the password faster than a stranger at the login form. `succeeded` gives
 * the checks back, as a successful sign-in does.
 */
export async function reservePasswordCheck(req: PayloadRequest, email: string): Promise<PasswordCheck> {
  const { payload } = req
  const nonce = trustedDeviceNonce(req.headers, email)
  if (nonce && (await reserveDeviceAttempt(payload, nonce)).allowed) {
    return { allowed: true, succeeded: () => forgetDeviceAttempts(payload, nonce) }
  }
  const reserved = await reserveLoginAttempt(payload, email)
  if (!reserved.allowed) {
    await recordLock(payload, email, reserved.retryAfterSeconds)
    return reserved
  }
  return { allowed: true, succeeded: () => forgetLoginAttempts(payload, email) }
}

const LOCKOUT_FIELDS = ['lockUntil', 'loginAttempts'] as const

/**
 * For the config's onInit: while a trusted device's login runs (its password already checked),
 * Payload neither reads nor writes the account's lockout fields: it reads the account as unlocked
 * with no failed attempts, so it does not refuse the login, and its writes (the new session) leave
 * the lock that strangers' guesses set in place. Every other call is untouched. See
 * docs/decisions/0041.
 */
export function hideLockFromTrustedDevice(payload: Payload): void {
  const db = payload.db
  const findOne = db.findOne.bind(db)
  const updateOne = db.updateOne.bind(db)
  const trusted = (collection: string, req?: Partial<PayloadRequest>) =>
    collection === 'users' && Boolean(req?.context?.[TRUSTED_DEVICE])
  db.findOne = (async (args) => {
    const doc = await findOne(args)
    if (!doc || !trusted(args.collection, args.req)) return doc
    return { ...doc, lockUntil: null, loginAttempts: 0 }
  }) as typeof db.findOne
  db.updateOne = (async (args) => {
    if (!trusted(args.collection, args.req) || !args.data) return updateOne(args)
    const data: Record<string, unknown> = { ...args.data }
    for (const field of LOCKOUT_FIELDS) delete data[field]
    return updateOne({ ...args, data })
  }) as typeof db.updateOne
}

/**
 * Guards Payload's auth operations of the users collection, whatever carries them: our
 * /api/auth/* endpoints, Payload's /api/users/login, /forgot-password and /reset-password, and
 * each GraphQL mutation (every alias is an operation of its own). Each operation counts in the
 * budget of its action (an endpoint's own counted request excepted), and each login reserves one
 * of the account's password checks before Payload checks the password. A login sent by a browser
 * from another site is refused (login CSRF). Local API calls (seeders, scripts) are not guarded.
 */
export const rateLimitAuthRoutes: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const action = ACTIONS[operation]
  if (!action || req.payloadAPI === 'local') return args
  if (operation === 'login' && isCrossSiteRequest(req.headers, getEnv().NEXT_PUBLIC_SERVER_URL)) {
    throw new ClientError(CROSS_SITE_MESSAGE, 403)
  }
  await countOperation(action, req)
  if (operation === 'login') await guardPasswordCheck(args.data, req)
  return args
}

/**
 * A successful login renews the browser's device cookie and gives back its checks: a trusted
 * device's own, or the account's (a trusted device's success leaves a stranger's lock in place).
 */
export const forgetAttemptsAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = user.email as string
  const nonce = req.context[TRUSTED_DEVICE]
  delete req.context[TRUSTED_DEVICE]
  if (typeof nonce === 'string') await forgetDeviceAttempts(req.payload, nonce)
  else await forgetLoginAttempts(req.payload, email)
  if (req.payloadAPI === 'local') return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.append('Set-Cookie', deviceCookieHeader(email))
}

/** So does an admin's unlock and a password reset. */
export const forgetAttemptsAfterUnlockOrReset: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation === 'unlock') {
    const email = (args as { data?: { email?: unknown } }).data?.email
    if (typeof email === 'string') await forgetLoginAttempts(req.payload, email)
  }
  if (operation === 'resetPassword') {
    const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
    if (typeof email === 'string') await forgetLoginAttempts(req.payload, email)
  }
  return result
}
