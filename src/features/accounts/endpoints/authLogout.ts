import { logoutOperation, type Endpoint } from 'payload'

import { requireUser } from '@/platform/http/currentUser'
import { retryTransientConflicts, TransactionConflict } from '@/platform/database/transientConflict'
import { expiredSessionCookie } from '../sessionCookie'
import { conflictResponse } from './authLogin'

/** POST /api/auth/logout: ends the current session (Payload's sessions) and expires the cookie. */
export const authLogout: Endpoint = {
  path: '/auth/logout',
  method: 'post',
  handler: async (req) => {
    const { payload } = req
    const auth = await requireUser(req)
    if ('user' in auth) {
      try {
        // On MongoDB, a sign-out that crossed another of the same member runs again (decision 0074).
        await retryTransientConflicts(() => logoutOperation({ collection: payload.collections.users, req }))
      } catch (error) {
        if (error instanceof TransactionConflict) return conflictResponse()
        throw error
      }
    }
    return Response.json(
      { message: 'Logged out' },
      { headers: { 'Set-Cookie': expiredSessionCookie(payload), 'Cache-Control': 'no-store' } },
    )
  },
}
