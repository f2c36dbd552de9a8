import {
  APIError,
  LockedAuth,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Config,
  type PayloadRequest,
} from 'payload'

import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '../lib/crossSite'
import { getEnv } from '../lib/env'
import {
  checkRateLimit,
  forgetLoginAttempts,
  reserveLoginAttempt,
  takeCountedMark,
  tooManyRequestsMessage,
  type RateLimitedAction,
} from '../lib/rateLimit'

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

async function reservePasswordCheck(email: unknown, req: PayloadRequest): Promise<void> {
  if (typeof email !== 'string' || email.trim() === '') return
  const reserved = await reserveLoginAttempt(req.payload, email)
  if (!reserved.allowed) throw new LockedAuth(req.t)
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
    throw new APIError(CROSS_SITE_MESSAGE, 403, null, true)
  }
  await countOperation(action, req)
  if (operation === 'login') await reservePasswordCheck(args.data?.email, req)
  return args
}

/** A successful login gives the account its password checks back. */
export const forgetAttemptsAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await forgetLoginAttempts(req.payload, user.email as string)
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
