import type { Config } from 'payload'

import { refusalStatus } from './refusalStatus'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

/** pino's number for the error level: what Payload logs a failed request at, unless `loggingLevels` names it. */
const ERROR_LEVEL = 50

/**
 * The 4xx status of an error Payload logs after answering it: its own (Payload's `APIError` and
 * kin carry `status`), or, for a GraphQL refusal, that of the error GraphQL wrapped.
 */
function clientStatusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null
  const wrapped = (error as { originalError?: unknown }).originalError
  return refusalStatus(wrapped instanceof Error ? wrapped : error)
}

/** The line Payload's `logError` writes for an error it answers: `{ err }` alone, no message of its own. */
const isAnsweredError = (args: unknown[]): args is [{ err: unknown }] => {
  const [first] = args
  if (args.length !== 1 || !first || typeof first !== 'object') return false
  const keys = Object.keys(first)
  return keys.length === 1 && keys[0] === 'err'
}

/**
 * The bare line Payload's upload check writes before it refuses a file with a 400 (its
 * checkFileRestrictions: a wrong type, a mismatched extension, a broken PDF, an SVG with script).
 */
const FILE_REFUSAL =
  /^(Invalid or corrupted (ISO base media|PDF) file\.|File type .+ is not allowed\.|Invalid PDF file\.|Invalid MIME type: |File type '.*' not allowed |SVG file contains potentially harmful content\.)/

/**
 * Payload's logger options. A refused request (an error Payload answers with a 4xx status) logged
 * at error level is logged as one info line instead: its status, its error's name and its message,
 * no stack. Only Payload's line for an error it answers is rewritten (`{ err }` alone): a line of
 * ours or Payload's with its own message (a background job, a hook) keeps its level and context.
 *
 * Payload picks an error's log level by its name (`loggingLevels`), and the name says too little:
 * its own refusals of malformed input ("Invalid JSON", "Missing email.", a wrong reset token) are
 * plain `APIError`s with a 400, a name it also gives to faults; GraphQL refusals all arrive as
 * `GraphQLError`. Each was logged at level 50 with a stack of about 2 KB, so one anonymous client
 * grew the error log by a stack per request and buried the faults an operator looks for.
 * docs/decisions/0080-refusals-logged-as-info.md
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method, logLevel) {
        // A file Payload's upload check refuses is the client's too: that line, at info
        const [line] = args
        if (
          logLevel === ERROR_LEVEL &&
          args.length === 1 &&
          typeof line === 'string' &&
          FILE_REFUSAL.test(line)
        ) {
          return this.info({ status: 400, error: 'ValidationError' }, line)
        }
        if (logLevel === ERROR_LEVEL && isAnsweredError(args)) {
          const error = args[0].err
          const status = clientStatusOf(error)
          if (status !== null) {
            const { name, message } = error as Error
            return this.info({ status, error: name }, message)
          }
        }
        return method.apply(this, args)
      },
    },
  }
}
