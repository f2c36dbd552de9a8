import { APIError, ValidationError, type Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { retryTransientConflicts } from '@/platform/database/transientConflict'
import { passwordPolicyError } from '@/platform/passwordPolicy'
import { rateLimit } from '@/platform/rateLimit'
import { resetPasswordSchema } from '@/features/accounts/validations'
import { INVALID_RESET_LINK_MESSAGE } from '@/features/accounts/resetMessages'

import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'

/**
 * POST /api/auth/reset-password {token, password, confirmPassword}: sets the new password with
 * Payload's resetPassword, which refuses an unknown or expired token and expires the used one.
 * The token is also wiped, requirePasswordChange cleared, and every session of the account ended,
 * including the one Payload opens for the reset: the visitor signs in afresh at /login. On MongoDB
 * the reset runs again when its transaction crossed another change of the account (the failed run
 * wrote nothing, so the token still holds).
 */
export const authResetPassword: Endpoint = {
  path: '/auth/reset-password',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('reset-password', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, resetPasswordSchema)
    if (!parsed.ok) return parsed.response
    const { token, password } = parsed.data
    const weakPassword = passwordPolicyError(password)
    if (weakPassword) return errorResponse(400, weakPassword)
    const { payload } = req

    let userId: User['id']
    try {
      const result = await retryTransientConflicts(() =>
        payload.resetPassword({
          collection: 'users',
          data: { token, password },
          overrideAccess: true,
        }),
      )
      userId = result.user.id as User['id']
    } catch (error) {
      // A password Payload's own checks refuse (the policy was checked above, so rarely reached).
      if (error instanceof ValidationError) {
        return errorResponse(400, error.data.errors[0]?.message ?? 'Invalid password')
      }
      // An unknown, expired or already used token: Payload throws a 403 APIError.
      if (error instanceof APIError && error.status < 500) {
        return errorResponse(400, INVALID_RESET_LINK_MESSAGE)
      }
      throw error
    }

    // Every session ends: the reset signs no browser in.
    await payload.db.updateOne({
      collection: 'users',
      id: userId,
      data: {
        resetPasswordToken: null,
        resetPasswordExpiration: null,
        requirePasswordChange: false,
        sessions: [],
      },
      returning: false,
    })
    return Response.json(
      { message: 'Your password has been reset. Please sign in with your new password.' },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
