import type { IncomingHttpHeaders, ServerOptions } from 'node:http'

import { mediaTypeOf } from './requestBody'

const KB = 1024
const MB = 1024 * KB

/**
 * How long a client may take to send a request (docs/security.md, "Request limits and timeouts").
 * Node checks its own two every `connectionsCheckingInterval`; the body's idle time is ours
 * (src/server/requestBody.ts).
 */
export const REQUEST_TIMEOUTS = {
  /** From the connection (or the end of the previous request) to the last header line. */
  headersMs: 10_000,
  /** From the connection to the last byte of the body: a 10 MB upload on a 2 Mbit/s line fits. */
  requestMs: 60_000,
  /** The longest pause between two pieces of a body; the request is then answered 408. */
  bodyIdleMs: 10_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: 5_000,
} as const

/** The timeouts as options of node:http's createServer. */
export const serverTimeoutOptions = (): ServerOptions => ({
  headersTimeout: REQUEST_TIMEOUTS.headersMs,
  requestTimeout: REQUEST_TIMEOUTS.requestMs,
  keepAliveTimeout: REQUEST_TIMEOUTS.keepAliveMs,
  // Node's default checks the two timeouts above every 30 s, which would let a slow client stay 40 s.
  connectionsCheckingInterval: 1_000,
})

/** The largest bodies the server reads, by kind of request (docs/security.md). */
export const BODY_LIMITS = {
  /** Every JSON call and form, unless listed below. */
  json: 64 * KB,
  /** POST /api/auth/bulk-import: up to 10,000 users (the endpoint's own cap). */
  bulkImport: 4 * MB,
  /** POST /api/stripe/webhook: one signed event, a few kB in practice. */
  stripeWebhook: 1 * MB,
  /** Signed-in writes to Payload's REST, GraphQL and admin: documents with long rich text. */
  signedInContent: 1 * MB,
  /** Signed-in uploads to the media library (multipart POST /api/media, PATCH /api/media/:id). */
  mediaUpload: 20 * MB,
} as const

/** Methods that carry no body: one that comes with a body is refused (413) unread. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'])

const MEDIA_UPLOAD_PATH = /^\/api\/media(\/[^/]+)?\/?$/
const PAYLOAD_WRITE_PATH = /^\/(api|admin)(\/|$)/

/**
 * A session as Payload reads it: its cookie or an Authorization header. Only looked at, not
 * checked (the app does that): it decides whether a larger limit may apply, so a stranger with
 * no session at all is held to the JSON limit everywhere.
 */
export function carriesSession(headers: IncomingHttpHeaders): boolean {
  const cookie = headers.cookie ?? ''
  return Boolean(headers.authorization) || /(^|;\s*)payload-token=/.test(cookie)
}

/** A file comes as multipart/form-data: a JSON body to the media routes is a document like any other. */
const isFileUpload = (headers: IncomingHttpHeaders): boolean =>
  mediaTypeOf(headers['content-type']) === 'multipart/form-data'

/** The largest body, in bytes, the server reads for this request; 0 when none is expected. */
export function bodyLimit(method: string, pathname: string, headers: IncomingHttpHeaders): number {
  if (BODILESS_METHODS.has(method)) return 0
  if (method === 'POST' && pathname === '/api/stripe/webhook') return BODY_LIMITS.stripeWebhook
  if (!carriesSession(headers)) return BODY_LIMITS.json
  if (method === 'POST' && pathname === '/api/auth/bulk-import') return BODY_LIMITS.bulkImport
  if (
    (method === 'POST' || method === 'PATCH') &&
    MEDIA_UPLOAD_PATH.test(pathname) &&
    isFileUpload(headers)
  ) {
    return BODY_LIMITS.mediaUpload
  }
  if (PAYLOAD_WRITE_PATH.test(pathname)) return BODY_LIMITS.signedInContent
  return BODY_LIMITS.json
}

/** "64 KB", "4 MB": a limit as its error message states it. */
export function formatLimit(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`
}

export const bodyTooLargeMessage = (limit: number) =>
  limit === 0 ? 'This request takes no body' : `Request body must be at most ${formatLimit(limit)}`

/**
 * The body's declared length: a number, null when none is declared (no body, or a chunked one),
 * or NaN when the header is not a plain number.
 */
export function declaredLength(headers: IncomingHttpHeaders): number | null {
  const value = headers['content-length']
  if (value === undefined) return null
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN
}

/** True when the request has a body to read: a length above 0, or a chunked one. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = declaredLength(headers)
  return (length !== null && length !== 0) || headers['transfer-encoding'] !== undefined
}
