import type { Endpoint } from 'payload'

import { requireUser, toCurrentUser } from '@/platform/http/currentUser'

/**
 * GET /api/auth/me: when signed in (also while a password change is pending), the spec's fields
 * (email, name, createdAt, requirePasswordChange, and the id) at the top level, as spec §7 lists
 * them, and the same object as `user`, which the site's session hook reads; else `{ user: null }`
 * with a 200. The spec leaves the logged-out shape open; a 401 here would be logged
 * as a console error by every visitor's browser on every page, for an answer that is not an error.
 */
export const authMe: Endpoint = {
  path: '/auth/me',
  method: 'get',
  handler: async (req) => {
    const result = await requireUser(req)
    const user = 'user' in result ? toCurrentUser(result.user) : null
    return Response.json(user ? { ...user, user } : { user }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
