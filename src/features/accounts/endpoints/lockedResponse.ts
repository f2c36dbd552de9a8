import { errorResponse } from '@/platform/http/endpoint'

/** 423 with Retry-After: the account's password checks are spent until the lock lifts. */
export function lockedResponse(seconds: number): Response {
  const minutes = Math.ceil(seconds / 60)
  return errorResponse(
    423,
    `This account is locked after too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(seconds) },
  )
}
