import type { CollectionBeforeOperationHook, Where } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { ClientError } from '@/platform/payload/clientError'

export const LAST_ADMIN_MESSAGE =
  'The site needs at least one admin: give another account the Admin role before removing it from this one or deleting it.'

const ADMINS: Where = { roles: { contains: 'admin' } }

/** An update whose roles leave out admin (the roles field is absent when they do not change). */
const dropsAdminRole = (data: unknown): boolean => {
  const roles = (data as { roles?: unknown } | undefined)?.roles
  return roles !== undefined && !(Array.isArray(roles) && roles.includes('admin'))
}

/**
 * A person's delete or change of accounts (REST, GraphQL, the admin; one account or a bulk
 * `where`) that would leave the site with no admin is refused with a 409, before anything is
 * written: the owner would be locked out of the admin. Server code (no user) is not refused.
 * Only an admin's change is looked at: anyone else's is refused by access after this hook, and
 * running their `where` here (with access overridden) would answer them 409 or 403 by whether
 * an admin matches it, a yes or no on any field of the admin's account.
 */
export const keepAnAdmin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!hasAdminRole(req.user)) return args
  const removes =
    operation === 'delete' ||
    ((operation === 'update' || operation === 'updateByID') && dropsAdminRole(args.data))
  if (!removes) return args
  // One account (by id) or a bulk change's `where`
  const { id, where } = args as { id?: number | string; where?: Where }
  const targets: Where | undefined = id !== undefined ? { id: { equals: id } } : where
  if (!targets) return args
  const find = (where: Where) =>
    req.payload.find({
      collection: 'users',
      where,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
      req,
    })
  const { docs: leaving } = await find({ and: [targets, ADMINS] })
  if (leaving.length === 0) return args
  const { docs: staying } = await find({
    and: [ADMINS, { id: { not_in: leaving.map((admin) => admin.id) } }],
  })
  if (staying.length === 0) throw new ClientError(LAST_ADMIN_MESSAGE, 409)
  return args
}
