import { killTransaction, type PayloadRequest } from 'payload'

import {
  RETRY_AFTER_CONFLICT_SECONDS,
  retryTransientConflicts,
  TransactionConflict,
} from '@/platform/database/transientConflict'
import { errorResponse } from '@/platform/http/endpoint'
import { markCounted } from '@/platform/rateLimit'

export const CROSSED_CHANGE =
  'This account was being signed in or out elsewhere at the same moment. Please try again.'

/** Every run of a sign-in or sign-out lost to another change of the account (MongoDB only, and rare). */
export const crossedChangeResponse = () =>
  errorResponse(409, CROSSED_CHANGE, { 'Retry-After': RETRY_AFTER_CONFLICT_SECONDS })

/**
 * Runs Payload's sign-in or sign-out for one of our endpoints, and again when its MongoDB
 * transaction lost to another of the same member (docs/decisions/0074). Before a rerun, what the
 * failed run left on the request goes: its transaction (Payload drops it only when its own clean-up
 * succeeds) and any headers its hooks added; a sign-in is marked as counted for the rate limit
 * again, since the rerun is the same request. Throws `TransactionConflict` when every run lost,
 * with the request's headers as they were before the first run.
 */
export async function rerunOnConflict<T>(
  req: PayloadRequest,
  operation: () => Promise<T>,
  countedAs?: 'login',
): Promise<T> {
  const headers = req.responseHeaders
  try {
    return await retryTransientConflicts(operation, async () => {
      await killTransaction(req)
      req.responseHeaders = headers
      if (countedAs) markCounted(countedAs, req)
    })
  } catch (error) {
    if (error instanceof TransactionConflict) req.responseHeaders = headers
    throw error
  }
}
