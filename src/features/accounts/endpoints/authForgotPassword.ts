import type { Endpoint } from 'payload'

import { retryTransientConflicts } from '@/platform/database/transientConflict'
import { rateLimit } from '@/platform/rateLimit'
import { forgotPasswordSchema } from '@/features/accounts/validations'
import { RESET_LINK_SENT_MESSAGE } from '@/features/accounts/resetMessages'
import { resetEmailContext } from '@/features/accounts/users/resetPasswordEmail'

import { parseJsonBody } from '@/platform/http/endpoint'

/**
 * POST /api/auth/forgot-password {email, next?}: e-mails a single-use reset link, valid one hour,
 * when an account has that address (Payload's forgotPassword, configured on the users collection).
 * `next`, a path of this site, rides on the link to /login (the first lesson, when a buyer's
 * set-password link had expired).
 * The answer is the same 200 either way and is sent before the look-up and the e-mail run, so
 * neither its body nor its timing tells whether the address is registered. At most one e-mail per
 * account every 10 minutes, and a new one carries the link still valid (src/features/accounts/users).
 * On MongoDB the token's write runs again when it crossed another change of the account, so the
 * e-mail is not lost to a sign-in at the same moment.
 */
export const authForgotPassword: Endpoint = {
  path: '/auth/forgot-password',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('forgot-password', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, forgotPasswordSchema)
    if (!parsed.ok) return parsed.response
    const { payload } = req

    retryTransientConflicts(() =>
      payload.forgotPassword({
        collection: 'users',
        data: { email: parsed.data.email },
        context: resetEmailContext(parsed.data.next),
      }),
    ).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Password reset e-mail failed' }))
    return Response.json({ message: RESET_LINK_SENT_MESSAGE }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
