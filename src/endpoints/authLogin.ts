import { AuthenticationError, LockedAuth, type Endpoint, type Payload } from 'payload'

import { SharedPasswordExpired } from '@/collections/Users/sharedPasswordExpiry'
import type { User } from '@/payload-types'
import { verifyPassword } from '@/lib/passwordHash'
import { rateLimit } from '@/lib/rateLimit'
import { signInSchema } from '@/lib/validations/auth'

import { toCurrentUser } from './lib/currentUser'
import { errorResponse, parseJsonBody } from './lib/http'
import { sessionCookie } from './lib/sessionCookie'

const WRONG_CREDENTIALS = 'Invalid email or password'

/** A stored hash to check against when the e-mail is unknown, so both cases cost the same time. */
const DECOY = {
  salt: '0'.repeat(64),
  hash: `pbkdf2-sha256-v1:${'0'.repeat(64)}`,
}

async function findAccount(payload: Payload, email: string) {
  return (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
  })) as (User & { lockUntil?: string | null }) | null
}

function lockedResponse(lockUntil: string | null | undefined): Response {
  const seconds = Math.max(1, Math.ceil((new Date(lockUntil ?? 0).getTime() - Date.now()) / 1000))
  const minutes = Math.ceil(seconds / 60)
  return errorResponse(
    423,
    `This account is locked after too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(seconds) },
  )
}

const isLocked = (lockUntil: string | null | undefined) =>
  Boolean(lockUntil) && new Date(lockUntil as string).getTime() > Date.now()

/**
 * POST /api/auth/login {email, password}: sets the Payload session cookie and answers the
 * user with requirePasswordChange. Wrong e-mail and wrong password get the same 401; a locked
 * account (Payload's lockout after 5 failures) gets 423 with Retry-After.
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

    const account = await findAccount(payload, email)
    if (!account) {
      await verifyPassword(password, DECOY)
      return errorResponse(401, WRONG_CREDENTIALS)
    }
    if (isLocked(account.lockUntil)) return lockedResponse(account.lockUntil)

    try {
      const result = await payload.login({ collection: 'users', data: { email, password }, req })
      if (!result.token || !result.user) return errorResponse(401, WRONG_CREDENTIALS)
      const user = toCurrentUser(result.user as User)
      return Response.json(
        { message: 'Logged in', user, requirePasswordChange: user.requirePasswordChange },
        { headers: { 'Set-Cookie': sessionCookie(payload, result.token), 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      if (error instanceof SharedPasswordExpired) return errorResponse(401, error.message)
      if (!(error instanceof LockedAuth || error instanceof AuthenticationError)) throw error
      // The failure that reaches the limit locks the account: say so now rather than at the next try.
      const lockUntil = (await findAccount(payload, email))?.lockUntil
      return isLocked(lockUntil) ? lockedResponse(lockUntil) : errorResponse(401, WRONG_CREDENTIALS)
    }
  },
}
