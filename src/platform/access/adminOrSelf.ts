import type { Access } from 'payload'

import { hasAdminRole } from './adminOnly'
import { withoutPendingPasswordChange } from './passwordChangeRequired'

/** Admins see every user; anyone else only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  withoutPendingPasswordChange(req.user)
  if (hasAdminRole(req.user)) return true
  return { id: { equals: req.user.id } }
}
