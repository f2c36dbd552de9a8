import type { AfterErrorHook } from 'payload'

export const FILE_NOT_FETCHED_MESSAGE =
  'The file could not be fetched from the url given; upload the file instead'

/**
 * `hooks.afterError` of the config: an upload written with a `url` and no file, whose url Payload
 * cannot fetch (`FileRetrievalError`), answers 400 naming the problem, not Payload's 500
 * "Something went wrong." Payload throws the same error when the site cannot read a file it keeps
 * itself (a duplicate or a crop of a stored image, with its storage out of reach): that stays a 500.
 */
export const answerClientFaults: AfterErrorHook = ({ error, req }) => {
  const { name, status } = (error ?? {}) as { name?: string; status?: number }
  if (name !== 'FileRetrievalError' || (status !== undefined && status !== 500)) return
  const sent = (req.data ?? {}) as { url?: unknown }
  if (typeof sent.url !== 'string' || req.file) return
  return {
    status: 400,
    response: { error: FILE_NOT_FETCHED_MESSAGE, errors: [{ message: FILE_NOT_FETCHED_MESSAGE }] },
  }
}
