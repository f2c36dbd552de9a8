import type { CollectionBeforeOperationHook } from 'payload'

import { withoutPendingPasswordChange } from '@/platform/access/passwordChangeRequired'

/**
 * A session whose password change is pending is not renewed (REST `/api/users/refresh-token`,
 * GraphQL `refreshTokenUser`): such a member keeps me, logout, change-password and public content
 * only, and signs in again once the session ends.
 */
export const noRefreshWhileChangePending: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'refresh') withoutPendingPasswordChange(req.user)
  return args
}
