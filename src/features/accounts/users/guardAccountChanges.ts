import type { CollectionBeforeOperationHook } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { ClientError } from '@/platform/payload/clientError'

export const CREDENTIALS_CHANGE_MESSAGE =
  'Your password and e-mail can only be changed with your current password: use Change Password on your profile, or a reset link.'

/**
 * A member's own update (REST PATCH /api/users/:id, GraphQL updateUser, the admin's account view)
 * may not set the password or the e-mail: a stolen session would take the account for good.
 * Those change through flows that prove the member (change-password with the current password, a
 * reset link), which update with overrideAccess. Admins manage accounts and may set both.
 */
export const guardAccountChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  if (args.overrideAccess || hasAdminRole(req.user)) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  if ('password' in data || 'email' in data) throw new ClientError(CREDENTIALS_CHANGE_MESSAGE, 403)
  return args
}
