import { Writable } from 'node:stream'

import { GraphQLError } from 'graphql'
import { APIError, Forbidden, ValidationError } from 'payload'
import { pino } from 'pino'

import { loggerOptions } from '@/platform/payload/logging'

/** A logger with the site's options, and the lines it wrote, parsed. */
function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino(loggerOptions(level), destination), lines }
}

describe("the server log's refusals", () => {
  it.each([
    ['Payload\'s "Invalid JSON"', new APIError('Invalid JSON', 400), 400, 'APIError'],
    ['a forbidden call', new Forbidden(), 403, 'Forbidden'],
    [
      'a refused field',
      new ValidationError({ errors: [{ message: 'bad', path: 'email' }] }),
      400,
      'ValidationError',
    ],
  ])('logs %s at error level as one info line with its status and no stack', (_, error, status, name) => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: error })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 30, status, error: name, msg: error.message })
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|at .*\.js/)
  })

  it.each([
    'Invalid MIME type: text/plain.',
    "File type 'image/svg+xml' not allowed x.svg: Restricted file type detected -- set 'allowRestrictedFileTypes' to true to skip this check for this Collection.",
    'SVG file contains potentially harmful content.',
    'File type image/png (from extension png) is not allowed.',
  ])('logs the line Payload writes before it refuses an upload (%s) as info', (message) => {
    const { logger, lines } = capturedLogger()
    logger.error(message)
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, status: 400, error: 'ValidationError', msg: message }),
    ])
  })

  it('keeps any other bare error line at error level', () => {
    const { logger, lines } = capturedLogger()
    logger.error('The disk is full')
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'The disk is full' })])
  })

  it('logs a GraphQL refusal by the status of the error it wraps', () => {
    const { logger, lines } = capturedLogger()
    const wrapped = new GraphQLError('Missing email.', { originalError: new APIError('Missing email.', 400) })
    logger.error({ err: wrapped })
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, status: 400, error: 'GraphQLError', msg: 'Missing email.' }),
    ])
  })

  it.each([
    ['an APIError with a 500', new APIError('The database went away', 500)],
    ['an Error with no status', new Error('boom')],
    ['a GraphQL fault', new GraphQLError('boom', { originalError: new Error('boom') })],
  ])('keeps %s at error level with its stack', (_, error) => {
    const { logger, lines } = capturedLogger()
    logger.error({ err: error })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 50, err: expect.objectContaining({ message: error.message }) })
    expect((lines[0].err as { stack: string }).stack).toContain(error.message)
  })

  it('keeps a line with its own message at error level, context and stack included', () => {
    const { logger, lines } = capturedLogger()
    const refused = new ValidationError({ errors: [{ message: 'bad', path: 'to' }] })
    logger.error({ err: refused, job: 7, msg: 'Error running task' })
    logger.error({ err: new APIError('Invalid JSON', 400) }, 'Password reset e-mail failed for %s', 'a@b.c')
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, job: 7, msg: 'Error running task' }),
      expect.objectContaining({ level: 50, msg: 'Password reset e-mail failed for a@b.c' }),
    ])
    expect((lines[0].err as { stack: string }).stack).toContain('ValidationError')
  })

  it('leaves other lines alone, and a refusal below the configured level unwritten', () => {
    const { logger, lines } = capturedLogger('warn')
    logger.error({ err: new APIError('Invalid JSON', 400) })
    logger.warn({ attempt: 2 }, 'retrying')
    logger.error('plain message')
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, attempt: 2, msg: 'retrying' }),
      expect.objectContaining({ level: 50, msg: 'plain message' }),
    ])
  })
})
