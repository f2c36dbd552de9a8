import type { CollectionBeforeOperationHook } from 'payload'
import { ValidationError } from 'payload'

import { passwordPolicyError } from '@/platform/passwordPolicy'

/**
 * Payload's reset operation hashes the new password without running the beforeValidate hooks on
 * it, so the policy is checked here, before the token is spent. This also covers Payload's own
 * routes (/api/users/reset-password, the admin's reset view), not only /api/auth/reset-password.
 */
export const checkResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const password: unknown = args.data?.password
  const problem = typeof password === 'string' ? passwordPolicyError(password) : null
  if (problem) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }], req })
  }
  return args
}
