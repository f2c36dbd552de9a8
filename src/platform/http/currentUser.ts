import { executeAuthStrategies, type PayloadRequest } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { PASSWORD_CHANGE_REQUIRED } from '@/platform/access/passwordChangeRequired'
import type { User } from '@/payload-types'

import { errorResponse } from './endpoint'

/** The current user as the spec's me call shows it (spec §3 "Current user"), plus the id. */
export type CurrentUserBody = {
  id: User['id']
  email: string
  name: string | null
  createdAt: string
  requirePasswordChange: boolean
}

export const toCurrentUser = (
  user: Pick<User, 'id' | 'email' | 'name' | 'createdAt' | 'requirePasswordChange'>,
): CurrentUserBody => ({
  id: user.id,
  email: user.email,
  name: user.name ?? null,
  createdAt: user.createdAt,
  requirePasswordChange: Boolean(user.requirePasswordChange),
})

/**
 * Payload ignores the session cookie of a request that carries neither Origin nor Sec-Fetch-Site
 * when a CSRF allow-list is set. Browsers send one of the two on every fetch, and a cross-site
 * request with a foreign Origin stays refused; a request with neither comes from a non-browser
 * client (curl, a test's HTTP client) that cannot ride a victim's cookie, so the cookie is honoured.
 */
async function resolveSessionUser(req: PayloadRequest): Promise<User | null> {
  if (req.user) return req.user as User
  const { headers, payload } = req
  const cookieName = `${payload.config.cookiePrefix}-token=`
  if (
    headers.get('origin') ||
    headers.get('sec-fetch-site') ||
    !headers.get('cookie')?.includes(cookieName)
  ) {
    return null
  }
  const nonBrowserHeaders = new Headers(headers)
  nonBrowserHeaders.set('sec-fetch-site', 'same-origin')
  const { user } = await executeAuthStrategies({ headers: nonBrowserHeaders, payload, canSetHeaders: false })
  if (user) req.user = user
  return (user as User | null) ?? null
}

/** The signed-in user, or the 401 answer. */
export async function requireUser(req: PayloadRequest): Promise<{ user: User } | { response: Response }> {
  const user = await resolveSessionUser(req)
  if (!user) return { response: errorResponse(401, 'Not authenticated') }
  return { user }
}

/**
 * A learner call: signed in and not under a forced password change. While the flag is set
 * only me, change-password and logout answer (spec §6).
 */
export async function requireClearedUser(
  req: PayloadRequest,
): Promise<{ user: User } | { response: Response }> {
  const result = await requireUser(req)
  if ('response' in result) return result
  if (result.user.requirePasswordChange) return { response: errorResponse(403, PASSWORD_CHANGE_REQUIRED) }
  return result
}

/** An admin's call: anonymous is a 401, anyone else (or an admin under a forced password change) a 403. */
export async function requireAdmin(
  req: PayloadRequest,
  refusal = 'Only admins can do this',
): Promise<{ user: User } | { response: Response }> {
  const result = await requireClearedUser(req)
  if ('response' in result) return result
  if (!hasAdminRole(result.user)) return { response: errorResponse(403, refusal) }
  return result
}
