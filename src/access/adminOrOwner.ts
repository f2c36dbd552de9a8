import type { Access } from 'payload'

import { hasAdminRole } from './adminOnly'

/** Admins see every record; a user only the records whose `user` field is theirs. */
export const adminOrOwner: Access = ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  return { user: { equals: req.user.id } }
}
