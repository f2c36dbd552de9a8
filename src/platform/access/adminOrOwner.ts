import type { Access } from 'payload'

import { hasAdminRole } from './adminOnly'
import { withoutPendingPasswordChange } from './passwordChangeRequired'

/** Admins see every record; a user only the records whose `user` field is theirs. */
export const adminOrOwner: Access = ({ req }) => {
  if (!req.user) return false
  withoutPendingPasswordChange(req.user)
  if (hasAdminRole(req.user)) return true
  return { user: { equals: req.user.id } }
}
