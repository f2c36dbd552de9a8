import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { MIN_PASSWORD_LENGTH } from '../../lib/validations/auth'

/** Payload's own minimum is 3 characters; the product asks for 8 wherever a password is set. */
export const validatePasswordLength: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` }],
      req,
    })
  }
  return data
}
