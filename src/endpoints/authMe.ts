import type { Endpoint } from 'payload'

import { requireUser, toCurrentUser } from './lib/currentUser'

/** GET /api/auth/me: `{ user }` when signed in (also while a password change is pending), else 401. */
export const authMe: Endpoint = {
  path: '/auth/me',
  method: 'get',
  handler: async (req) => {
    const result = await requireUser(req)
    if ('response' in result) return result.response
    return Response.json({ user: toCurrentUser(result.user) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
