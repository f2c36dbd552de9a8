import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { verifyPassword } from '@/platform/passwordHash'
import { passwordPolicyError } from '@/platform/passwordPolicy'
import { rateLimit } from '@/platform/rateLimit'
import { changePasswordSchema } from '@/features/accounts/validations'
import { reservePasswordCheck } from '@/features/accounts/rateLimitAuthRoutes'

import { requireUser, toCurrentUser } from '@/platform/http/currentUser'
import { rerunOnConflict } from './authOperationReruns'
import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'
import { lockedResponse } from './lockedResponse'

/**
 * POST /api/auth/change-password {currentPassword, newPassword, confirmPassword}: checks the
 * current password (counted against the account's lockout as a sign-in is; 423 once it is spent), refuses an unchanged one, stores the new one, clears requirePasswordChange
 * and ends every other session of the user (Payload keeps only the session of this request).
 * On MongoDB the write runs again when it crossed another change of the account (a sign-in
 * elsewhere), as a sign-in does (docs/decisions/0074-transient-transaction-retries.md).
 */
export const authChangePassword: Endpoint = {
  path: '/auth/change-password',
  method: 'post',
  handler: async (req) => {
    const auth = await requireUser(req)
    if ('response' in auth) return auth.response
    const limited = await rateLimit('change-password', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, changePasswordSchema)
    if (!parsed.ok) return parsed.response
    const { currentPassword, newPassword } = parsed.data
    const { payload } = req

    // The current password is a guess like a sign-in's: it takes one of the account's checks.
    const check = await reservePasswordCheck(req, auth.user.email)
    if (!check.allowed) return lockedResponse(check.retryAfterSeconds)
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: auth.user.id } },
    })) as (User & { salt?: string; hash?: string }) | null
    if (!stored || !(await verifyPassword(currentPassword, stored))) {
      return errorResponse(400, 'Current password is incorrect')
    }
    await check.succeeded()
    if (newPassword === currentPassword) {
      return errorResponse(400, 'New password must be different from the current password')
    }
    const weakPassword = passwordPolicyError(newPassword)
    if (weakPassword) return errorResponse(400, weakPassword)

    const updated = await rerunOnConflict(req, () =>
      payload.update({
        collection: 'users',
        id: auth.user.id,
        data: { password: newPassword, requirePasswordChange: false },
        overrideAccess: true,
        req,
      }),
    )
    return Response.json({ message: 'Password changed successfully', user: toCurrentUser(updated as User) })
  },
}
