import type { AfterErrorHook, Config } from 'payload'

import { CROSSED_WRITE, isLostRace, RETRY_AFTER_CONFLICT_SECONDS } from '../database/transientConflict'

/** The answer to any request whose MongoDB transaction lost to another change of the same document. */
export const CROSSED_WRITE_MESSAGE = `${CROSSED_WRITE} Please try again.`

/**
 * `hooks.afterError` of the config: a request of any Payload route, of our endpoints or of GraphQL
 * whose MongoDB transaction was aborted because another transaction wrote the same document first
 * (`TransientTransactionError`: nothing of it was written) answers 409 with `Retry-After: 1`, not
 * Payload's 500 "Something went wrong.". The REST answer carries the message both as the spec's
 * `error` and in Payload's `errors` list; GraphQL's error carries it with status 409.
 * docs/decisions/0075-crossed-writes-answer-409.md.
 */
export const answerCrossedWrites: AfterErrorHook = ({ error, graphqlResult, req }) => {
  if (!isLostRace(error)) return
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message: CROSSED_WRITE_MESSAGE,
        extensions: { ...graphqlResult.extensions, statusCode: 409 },
      },
    }
  }
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', RETRY_AFTER_CONFLICT_SECONDS)
  req.responseHeaders = headers
  return {
    status: 409,
    response: { error: CROSSED_WRITE_MESSAGE, errors: [{ message: CROSSED_WRITE_MESSAGE }] },
  }
}

/**
 * A request that lost every run met another change of the same record, not a fault of the site:
 * it is logged as a warning (Payload's levels are keyed by error name; ours is not in its list).
 */
export const crossedWriteLoggingLevels: Config['loggingLevels'] = {
  ['TransactionConflict' as keyof NonNullable<Config['loggingLevels']>]: 'warn',
}
