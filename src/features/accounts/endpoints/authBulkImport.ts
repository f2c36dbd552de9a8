import type { Endpoint } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { passwordPolicyError } from '@/platform/passwordPolicy'
import { bulkImportSchema } from '@/features/accounts/validations'

import { requireClearedUser } from '@/platform/http/currentUser'
import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'

/** Room for MAX_IMPORT_USERS users with the longest addresses and names. */
const MAX_IMPORT_BODY_BYTES = 4 * 1024 * 1024
import { importUsers } from '../importUsers'

/**
 * POST /api/auth/bulk-import {users: [{email, name?}], password}: admins only (anonymous 401,
 * anyone else 403). Answers `{ message, created, skipped, failed: [{ email, error }] }`.
 */
export const authBulkImport: Endpoint = {
  path: '/auth/bulk-import',
  method: 'post',
  handler: async (req) => {
    const auth = await requireClearedUser(req)
    if ('response' in auth) return auth.response
    if (!hasAdminRole(auth.user)) return errorResponse(403, 'Only admins can import users')
    const parsed = await parseJsonBody(req, bulkImportSchema, { maxBytes: MAX_IMPORT_BODY_BYTES })
    if (!parsed.ok) return parsed.response
    // The shared password signs every imported account in: it meets the same policy as any other.
    const weakPassword = passwordPolicyError(parsed.data.password)
    if (weakPassword) return errorResponse(400, weakPassword)
    const result = await importUsers(req.payload, parsed.data.users, parsed.data.password)
    return Response.json(result)
  },
}
