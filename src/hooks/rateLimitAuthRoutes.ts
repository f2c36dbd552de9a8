import { APIError, type CollectionBeforeOperationHook, type Config } from 'payload'

import {
  checkRateLimit,
  RATE_LIMIT_COUNTED,
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
}

/**
 * Rate-limits Payload's built-in routes of the users collection (/api/users/login,
 * /api/users/forgot-password, /api/users/reset-password, and their GraphQL mutations) with the
 * limits of the spec's /api/auth/* endpoints and the same store. Local API calls are not counted
 * (seeders, scripts, our endpoints' own calls), nor is a request one of our endpoints has already
 * counted (it marks `req.context`), so /api/auth/login, which hands its request to payload.login,
 * costs one hit, not two.
 */
export const rateLimitAuthRoutes: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const action = ACTIONS[operation]
  if (!action || req.payloadAPI === 'local' || req.context[RATE_LIMIT_COUNTED]) return args
  const result = await checkRateLimit(action, req)
  if (result.allowed) return args
  // Payload's error handler merges these into its answer.
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(result.retryAfterSeconds))
  throw new TooManyRequests(result.retryAfterSeconds)
}
