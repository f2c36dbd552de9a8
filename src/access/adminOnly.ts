import type { AccessArgs, FieldAccess } from 'payload'

type MaybeUser = { roles?: (string | null)[] | null } | null | undefined

export const hasAdminRole = (user: MaybeUser): boolean => Boolean(user?.roles?.includes('admin'))

export const adminOnly = ({ req }: AccessArgs): boolean => hasAdminRole(req.user)

export const adminOnlyField: FieldAccess = ({ req }) => hasAdminRole(req.user)
