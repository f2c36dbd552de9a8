import type { AccessArgs, FieldAccess } from 'payload'

import { withoutPendingPasswordChange } from './passwordChangeRequired'

type MaybeUser =
  { roles?: (string | null)[] | null; requirePasswordChange?: boolean | null } | null | undefined

export const hasAdminRole = (user: MaybeUser): boolean => Boolean(user?.roles?.includes('admin'))

export const adminOnly = ({ req }: AccessArgs): boolean =>
  hasAdminRole(withoutPendingPasswordChange(req.user))

export const adminOnlyField: FieldAccess = ({ req }) => hasAdminRole(req.user)

/** A collection that only admins read or write (the owner's records: mailing list, broadcasts). */
export const adminOnlyAccess = {
  read: adminOnly,
  create: adminOnly,
  update: adminOnly,
  delete: adminOnly,
} as const
