import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { passwordPolicyError } from '@/platform/passwordPolicy'
import { emailLengthError } from '@/platform/validation'

/**
 * Wherever an account is written (sign-up, change, reset, the admin, the REST API): a password of
 * 8 to 128 characters that is not one of the most common (Payload's own minimum is 3), and an
 * e-mail within RFC 5321's lengths.
 */
export const validateCredentials: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  const email = data?.email
  const errors = [
    { path: 'password', message: typeof password === 'string' ? passwordPolicyError(password) : null },
    { path: 'email', message: typeof email === 'string' ? emailLengthError(email.trim()) : null },
  ].filter((error): error is { path: string; message: string } => error.message !== null)
  if (errors.length > 0) throw new ValidationError({ collection: 'users', errors, req })
  return data
}
