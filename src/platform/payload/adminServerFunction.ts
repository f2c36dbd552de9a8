import type { ServerFunctionClientArgs } from 'payload'

import { refusalStatus } from './refusalStatus'

/** The server functions Payload's admin calls (`handleServerFunctions` in @payloadcms/next). */
export const ADMIN_SERVER_FUNCTIONS = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
])

/** What a refused or failed call answers: the admin's callers read a missing result as a failure. */
export type ServerFunctionRefusal = { error: string }

type Handler = (args: ServerFunctionClientArgs) => Promise<unknown>

/**
 * The admin's server function (`POST /admin` with a `Next-Action` header, reachable by anyone):
 * a call whose name is not one of Payload's, or that is not an object, is refused; an error of the
 * call is answered as `{ error }` instead of thrown (which Next answers with a 500). `rethrow` lets
 * Next's own signals (redirect, notFound) through. A refusal (a 4xx, as Unauthorized) is not
 * logged; another error is, with its stack.
 */
export async function answerServerFunction(
  args: unknown,
  handle: Handler,
  rethrow: (error: unknown) => void,
): Promise<unknown> {
  const name = (args as { name?: unknown } | null)?.name
  if (!args || typeof args !== 'object' || typeof name !== 'string' || !ADMIN_SERVER_FUNCTIONS.has(name)) {
    return { error: 'Unknown server function' } satisfies ServerFunctionRefusal
  }
  try {
    return await handle(args as ServerFunctionClientArgs)
  } catch (error) {
    rethrow(error)
    if (refusalStatus(error) !== null)
      return { error: (error as Error).message } satisfies ServerFunctionRefusal
    console.error(`Admin server function "${name}" failed:`, error)
    return { error: 'Something went wrong' } satisfies ServerFunctionRefusal
  }
}
