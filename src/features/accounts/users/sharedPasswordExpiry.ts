import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
} from 'payload'

export const SHARED_PASSWORD_EXPIRED_MESSAGE =
  'Your temporary password has expired. Use "Forgot password?" on the sign-in page to choose a new one.'

const DAY_MS = 24 * 60 * 60 * 1000

/** When the shared password of an account imported now stops working. */
export const sharedPasswordExpiry = (ttlDays: number, now = Date.now()): string =>
  new Date(now + ttlDays * DAY_MS).toISOString()

export class SharedPasswordExpired extends APIError {
  constructor() {
    super(SHARED_PASSWORD_EXPIRED_MESSAGE, 401, null, true)
    this.name = 'SharedPasswordExpired'
  }
}

/**
 * An imported account signs in with the shared import password until `sharedPasswordExpiresAt`
 * (IMPORTED_PASSWORD_TTL_DAYS after the import); after that the password is refused even when
 * right, and the member sets one of their own through "Forgot password?".
 */
export const refuseExpiredSharedPassword: CollectionBeforeLoginHook = ({ user }) => {
  const expiresAt = (user as { sharedPasswordExpiresAt?: string | null }).sharedPasswordExpiresAt
  if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) throw new SharedPasswordExpired()
  return user
}

/** A password of the member's own (changed by anyone, anywhere) ends the shared one's term. */
export const clearExpiryOnPasswordChange: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'update' && typeof data.password === 'string') data.sharedPasswordExpiresAt = null
  return data
}

/** Payload's reset writes the new hash without the change hooks: end the term there too. */
export const clearExpiryAfterReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const id =
    operation === 'resetPassword' ? (result as { user?: { id?: number | string } })?.user?.id : undefined
  if (id !== undefined) {
    await req.payload.db.updateOne({
      collection: 'users',
      id,
      data: { sharedPasswordExpiresAt: null },
      returning: false,
    })
  }
  return result
}
