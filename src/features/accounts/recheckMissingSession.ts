import type { AuthStrategyFunction, Payload } from 'payload'

import { isMongoUri, getEnv } from '@/platform/env'

/** How long a request whose session was not found waits before it looks once more. */
export const SESSION_RECHECK_MS = 40

/** Whether the request carries a session token (the HttpOnly cookie, or an Authorization header). */
export const carriesSessionToken = (headers: Headers, cookiePrefix: string): boolean =>
  new RegExp(`(^|;\\s*)${cookiePrefix}-token=`).test(headers.get('cookie') ?? '') ||
  /^(JWT|Bearer)\s/i.test(headers.get('authorization') ?? '')

/**
 * Wraps a session check so that a token whose session was not found is checked once more after
 * SESSION_RECHECK_MS. On SQLite a member's sessions are rows of their own, and Payload rewrites
 * them all (delete, then insert, without a transaction) each time the member signs in or out
 * anywhere; another process that reads the member between the two statements finds no session
 * and would answer 401 to a member who is signed in. A token that is really gone (signed out,
 * expired, forged) is refused after the second look, 40 ms later.
 */
export function recheckingMissingSession(
  authenticate: AuthStrategyFunction,
  cookiePrefix: string,
): AuthStrategyFunction {
  return async (args) => {
    const first = await authenticate(args)
    if (first.user || !carriesSessionToken(args.headers, cookiePrefix)) return first
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS))
    return authenticate(args)
  }
}

/** At start-up, on SQLite: the local session check of every request looks twice before it refuses (docs/decisions/0054-session-recheck-on-sqlite.md). */
export function recheckMissingSessions(payload: Payload): void {
  if (isMongoUri(getEnv().DATABASE_URI)) return
  const strategy = payload.authStrategies.find((candidate) => candidate.name === 'local-jwt')
  if (strategy)
    strategy.authenticate = recheckingMissingSession(strategy.authenticate, payload.config.cookiePrefix)
}
