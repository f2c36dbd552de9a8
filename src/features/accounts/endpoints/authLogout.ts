import { logoutOperation, type Endpoint } from 'payload'

import { requireUser } from '@/platform/http/currentUser'
import { TransactionConflict } from '@/platform/database/transientConflict'
import { expiredSessionCookie } from '../sessionCookie'
import { crossedChangeResponse, rerunOnConflict } from './authOperationReruns'

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
        await rerunOnConflict(req, () => logoutOperation({ collection: payload.collections.users, req }))
      } catch (error) {
        if (error instanceof TransactionConflict) return crossedChangeResponse()
        throw error
      }
    }
    return Response.json(
      { message: 'Logged out' },
      { headers: { 'Set-Cookie': expiredSessionCookie(payload), 'Cache-Control': 'no-store' } },
    )
  },
}
