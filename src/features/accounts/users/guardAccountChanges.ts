import type { CollectionBeforeOperationHook } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { ClientError } from '@/platform/payload/clientError'

export const CREDENTIALS_CHANGE_MESSAGE =
  'Your password and e-mail can only be changed with your current password: use Change Password on your profile, or a reset link.'

/** Fields only an admin sets: a member's update naming one is refused, not stripped in silence. */
const ADMIN_ONLY_FIELDS = ['roles', 'requirePasswordChange', 'sharedPasswordExpiresAt'] as const

export const adminOnlyFieldsMessage = (fields: readonly string[]) =>
  `Only an administrator can set ${fields.join(', ')}.`

/**
 * A member's own update (REST PATCH /api/users/:id, GraphQL updateUser, the admin's account view)
 * may not set the password or the e-mail: a stolen session would take the account for good.
 * Those change through flows that prove the member (change-password with the current password, a
 * reset link), which update with overrideAccess. Admins manage accounts and may set both.
 * Nor may it name a field only admins set (`roles` above all): Payload's field access would drop
 * it and answer 200 with the rest of the change made, which reads as if it had been accepted.
 */
export const guardAccountChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  if (args.overrideAccess || hasAdminRole(req.user)) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  if ('password' in data || 'email' in data) throw new ClientError(CREDENTIALS_CHANGE_MESSAGE, 403)
  // A caller who is not signed in gets Payload's own refusal of the update.
  const adminOnly = req.user ? ADMIN_ONLY_FIELDS.filter((field) => field in data) : []
  if (adminOnly.length > 0) throw new ClientError(adminOnlyFieldsMessage(adminOnly), 403)
  return args
}
