import { jwtVerify } from 'jose'
import type { AuthStrategyFunction, Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { getEnv, isMongoUri } from '@/platform/env'

/** How long a request whose session was not found waits before it looks once more. */
export const SESSION_RECHECK_MS = 40

type TokenSettings = Pick<Payload['config'], 'cookiePrefix' | 'csrf'> & { jwtOrder: readonly string[] }

/**
 * The token Payload's session check reads from a request, by the same rules (payload's
 * extractJWT, which it does not export): the Authorization header (`JWT` or `Bearer`) or the
 * session cookie, which counts only from the site's own origin (the `csrf` list, or
 * `Sec-Fetch-Site` same-origin, same-site or none when there is no Origin).
 */
export function sessionTokenOf(headers: Headers, settings: TokenSettings): string | null {
  for (const method of settings.jwtOrder) {
    const authorization = headers.get('authorization') ?? ''
    if (method === 'JWT' && authorization.startsWith('JWT ')) return authorization.slice(4)
    if (method === 'Bearer' && authorization.startsWith('Bearer ')) return authorization.slice(7)
    if (method !== 'cookie') continue
    const token = parseCookies(headers).get(`${settings.cookiePrefix}-token`)
    if (!token) continue
    const origin = headers.get('origin')
    if (origin) {
      if (settings.csrf.length === 0 || settings.csrf.includes(origin)) return token
      continue
    }
    if (settings.csrf.length === 0) return token
    if (['same-origin', 'same-site', 'none'].includes(headers.get('sec-fetch-site') ?? '')) return token
  }
  return null
}

/** Whether the token is one this site signed, still valid, for a session (`sid`): only then can a second look find it. */
async function namesASession(token: string, secret: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret))
    return typeof payload.sid === 'string'
  } catch {
    return false
  }
}

/**
 * Wraps a session check so that a request whose valid session token was not matched to a session
 * is checked once more after SESSION_RECHECK_MS. On SQLite a member's sessions are rows of their
 * own, and Payload rewrites them all (delete, then insert, without a transaction) each time the
 * member signs in or out anywhere; another process that reads the member between the two
 * statements finds no session and would answer 401 to a member who is signed in. A request
 * without a token, with a token Payload would not read, or with one that is forged or expired, is
 * answered at once, as before; a signed-out session is refused after the second look.
 */
export function recheckingMissingSession(
  authenticate: AuthStrategyFunction,
  settings: TokenSettings,
  secret: string,
): AuthStrategyFunction {
  return async (args) => {
    const first = await authenticate(args)
    if (first.user) return first
    const token = sessionTokenOf(args.headers, settings)
    if (!token || !(await namesASession(token, secret))) return first
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS))
    return authenticate(args)
  }
}

/** At start-up, on SQLite: the local session check looks twice before it refuses a valid token (docs/decisions/0054-session-recheck-on-sqlite.md). */
export function recheckMissingSessions(payload: Payload): void {
  if (isMongoUri(getEnv().DATABASE_URI)) return
  const strategy = payload.authStrategies.find((candidate) => candidate.name === 'local-jwt')
  if (!strategy) return
  const { cookiePrefix, csrf, auth } = payload.config
  strategy.authenticate = recheckingMissingSession(
    strategy.authenticate,
    { cookiePrefix, csrf, jwtOrder: auth.jwtOrder },
    payload.secret,
  )
}
