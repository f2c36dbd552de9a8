export const PASSWORD_CHANGE_REQUIRED = 'Password change required'

/**
 * A 403 that Payload's REST and GraphQL error handlers show as it is (they read `status` and
 * `isPublic`). Not a Payload APIError, so the access rules stay loadable without Payload's ESM build.
 */
export class PasswordChangeRequired extends Error {
  readonly status = 403
  readonly isPublic = true

  constructor() {
    super(`${PASSWORD_CHANGE_REQUIRED}: change your password before anything else.`)
    this.name = 'PasswordChangeRequired'
  }
}

type MaybeFlagged = { requirePasswordChange?: boolean | null } | null | undefined

/**
 * The caller, unless a password change is pending (an imported account, or one an admin flagged):
 * then every access rule that lets a user in answers 403 on REST, GraphQL and the admin alike,
 * and only public content, me, logout and change-password remain.
 */
export function withoutPendingPasswordChange<U extends MaybeFlagged>(user: U): U {
  if (user?.requirePasswordChange) throw new PasswordChangeRequired()
  return user
}
