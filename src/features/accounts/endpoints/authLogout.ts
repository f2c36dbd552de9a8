import { logoutOperation, type Endpoint } from 'payload'

import { requireUser } from '@/platform/http/currentUser'
import { expiredSessionCookie } from '../sessionCookie'

/** POST /api/auth/logout: ends the current session (Payload's sessions) and expires the cookie. */
export const authLogout: Endpoint = {
  path: '/auth/logout',
  method: 'post',
  handler: async (req) => {
    const { payload } = req
    const auth = await requireUser(req)
    if ('user' in auth) {
      await logoutOperation({ collection: payload.collections.users, req })
    }
    return Response.json(
      { message: 'Logged out' },
      { headers: { 'Set-Cookie': expiredSessionCookie(payload), 'Cache-Control': 'no-store' } },
    )
  },
}
