import { AuthenticationError, LockedAuth, loginOperation, type Endpoint, type Payload } from 'payload'

import { SharedPasswordExpired } from '@/features/accounts/users/sharedPasswordExpiry'
import { AccountLocked, FailureThatLocks } from '@/features/accounts/rateLimitAuthRoutes'
import type { User } from '@/payload-types'
import { rateLimit } from '@/platform/rateLimit'
import { TransactionConflict } from '@/platform/database/transientConflict'
import { signInSchema } from '@/features/accounts/validations'

import { toCurrentUser } from '@/platform/http/currentUser'
import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'
import { sessionCookie } from '../sessionCookie'
import { crossedChangeResponse, rerunOnConflict } from './authOperationReruns'
import { lockedResponse } from './lockedResponse'

const WRONG_CREDENTIALS = 'Invalid email or password'

async function lockUntilOf(payload: Payload, email: string): Promise<string | null> {
  const account = (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
  })) as { lockUntil?: string | null } | null
  return account?.lockUntil ?? null
}

const secondsUntil = (lockUntil: string | null) =>
  Math.max(1, Math.ceil((new Date(lockUntil ?? 0).getTime() - Date.now()) / 1000))

const isLocked = (lockUntil: string | null) =>
  Boolean(lockUntil) && new Date(lockUntil as string).getTime() > Date.now()

/**
 * POST /api/auth/login {email, password}: sets the Payload session cookie (and the device cookie)
 * and answers the user with requirePasswordChange. Wrong e-mail and wrong password get the same
 * 401 after the same work; a locked account, or an unknown address after as many failures, gets
 * 423 with Retry-After. The lockout, the decoy check and trusted devices live in the users
 * collection's login hooks (src/features/accounts/rateLimitAuthRoutes.ts), shared with Payload's own routes.
 */
export const authLogin: Endpoint = {
  path: '/auth/login',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('login', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, signInSchema)
    if (!parsed.ok) return parsed.response
    const { email, password } = parsed.data
    const { payload } = req

    try {
      // The operation itself, not payload.login: the local API drops the token (removeTokenFromResponses).
      // On MongoDB, a sign-in that crossed another of the same member runs again (decision 0074).
      const result = await rerunOnConflict(
        req,
        () => loginOperation({ collection: payload.collections.users, data: { email, password }, req }),
        'login',
      )
      if (!result.token || !result.user) return errorResponse(401, WRONG_CREDENTIALS)
      const user = toCurrentUser(result.user as User)
      // The session cookie first, then what the login hooks set (the device cookie).
      const headers = new Headers({
        'Set-Cookie': sessionCookie(payload, result.token),
        'Cache-Control': 'no-store',
      })
      req.responseHeaders?.forEach((value, name) => headers.append(name, value))
      return Response.json(
        { message: 'Logged in', user, requirePasswordChange: user.requirePasswordChange },
        { headers },
      )
    } catch (error) {
      if (error instanceof SharedPasswordExpired) return errorResponse(401, error.message)
      if (error instanceof AccountLocked || error instanceof FailureThatLocks) {
        return lockedResponse(error.retryAfterSeconds)
      }
      if (error instanceof TransactionConflict) return crossedChangeResponse()
      if (!(error instanceof LockedAuth || error instanceof AuthenticationError)) throw error
      // The failure that reaches the limit locks the account: say so now rather than at the next try.
      const lockUntil = await lockUntilOf(payload, email)
      return isLocked(lockUntil)
        ? lockedResponse(secondsUntil(lockUntil))
        : errorResponse(401, WRONG_CREDENTIALS)
    }
  },
}
