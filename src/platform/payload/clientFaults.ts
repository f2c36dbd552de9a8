import type { AfterErrorHook } from 'payload'

import { isLostRace } from '../database/transientConflict'
import { isUniqueViolation } from '../database/uniqueViolation'

export const REPEATED_ID_MESSAGE =
  'The write repeats an id or a unique value that another document holds: send new rows without their ids'
export const FILE_NOT_FETCHED_MESSAGE =
  'The file could not be fetched from the url given; upload the file instead'

/** The status and message of a database or upload failure that the request itself caused, or null. */
function clientFault(error: unknown): [number, string] | null {
  const { name, status } = (error ?? {}) as { name?: string; status?: number }
  // A transaction that lost to another change of the document is answerCrossedWrites' 409
  if ((status !== undefined && status !== 500) || isLostRace(error)) return null
  // Payload fetches an upload's `url` when a write carries one without a file
  if (name === 'FileRetrievalError') return [400, FILE_NOT_FETCHED_MESSAGE]
  // A unique field's value is Payload's own 400; what reaches here is a list row's id (a copy of
  // another document's rows) or an index Payload does not check first
  if (isUniqueViolation(error)) return [409, REPEATED_ID_MESSAGE]
  return null
}

/**
 * `hooks.afterError` of the config: a write the database refuses because it repeats a unique
 * value, or an upload whose `url` cannot be fetched, answers 409 or 400 naming the problem, not
 * Payload's 500 "Something went wrong." (nothing of the write is kept: Payload rolls it back).
 */
export const answerClientFaults: AfterErrorHook = ({ error, graphqlResult }) => {
  const fault = clientFault(error)
  if (!fault) return
  const [status, message] = fault
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message,
        extensions: { ...graphqlResult.extensions, statusCode: status },
      },
    }
  }
  return { status, response: { error: message, errors: [{ message }] } }
}
