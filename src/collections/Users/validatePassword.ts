import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { passwordPolicyError } from '../../lib/passwordPolicy'

/**
 * Wherever a password is set (sign-up, change, reset, the admin): at least 8 characters
 * (Payload's own minimum is 3), at most 128, and not one of the most common passwords.
 */
export const validatePassword: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  const problem = typeof password === 'string' ? passwordPolicyError(password) : null
  if (problem) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }], req })
  }
  return data
}
