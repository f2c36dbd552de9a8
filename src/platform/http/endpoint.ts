import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/platform/http/crossSite'
import { getEnv } from '@/platform/env'
import { isJsonContentType, MAX_JSON_BODY_BYTES, readTextWithin } from '@/platform/http/readBody'

export { isUniqueViolation, UNIQUE_INSERT } from '@/platform/database/uniqueViolation'

/** Every error answer of the spec's API: a 4xx with `{ "error": "<readable message>" }`. */
export const errorResponse = (status: number, error: string, headers?: HeadersInit): Response =>
  Response.json({ error }, { status, headers })

/**
 * An HTML page answered by an endpoint (the confirmation, unsubscribe and checkout-return pages):
 * never cached, never leaks its token; `headers` adds the page's own (Refresh, Retry-After, ...).
 */
export const htmlResponse = (status: number, html: string, headers: Record<string, string> = {}): Response =>
  new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...headers,
    },
  })

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

const refuse = (status: number, error: string): { ok: false; response: Response } => ({
  ok: false,
  response: errorResponse(status, error),
})

/**
 * Reads the JSON body and validates it. A body that is not `application/json` is a 415 (an HTML
 * form cannot send JSON, so this also shuts out cross-site forms), one over `maxBytes` a 413, and
 * a missing or malformed body, or a schema failure, a 400.
 */
export async function parseJsonBody<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
  { maxBytes = MAX_JSON_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<Parsed<z.output<S>>> {
  const contentType = req.headers.get('content-type')
  if (contentType !== null && !isJsonContentType(contentType)) {
    return refuse(415, 'Request body must be JSON (Content-Type: application/json)')
  }
  const text = await readTextWithin(req as Request, maxBytes)
  if (text === null) return refuse(413, `Request body must be at most ${maxBytes / 1024} KB`)
  if (contentType === null && text.trim() !== '') {
    return refuse(415, 'Request body must be JSON (Content-Type: application/json)')
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse(400, 'Request body must be valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: errorResponse(400, 'Request body must be a JSON object') }
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid request'
    return { ok: false, response: errorResponse(400, message) }
  }
  return { ok: true, data: result.data }
}

/**
 * A state-changing endpoint that a browser may call only from the site itself: a request a browser
 * sends from another site (its Origin is foreign, or Sec-Fetch-Site says cross-site) is a 403
 * before the handler runs, so nothing is read, counted or stored.
 */
export function sameSiteOnly(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: (req) =>
      isCrossSiteRequest(req.headers, getEnv().NEXT_PUBLIC_SERVER_URL)
        ? errorResponse(403, CROSS_SITE_MESSAGE)
        : endpoint.handler(req),
  }
}

type Method = Endpoint['method']

/** The methods a caller may try on any of our paths; OPTIONS and HEAD stay with Payload and Next. */
const ANSWERED_METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete']

/**
 * The endpoints, and for each of their paths an answer to the methods it does not take: 405 with
 * `Allow` and `{ "error": "GET is not allowed here: use POST" }`, instead of Payload's 404
 * `{ "message": "Route not found" }` (a GET of a POST-only call is a wrong method, not a wrong path).
 */
export function withMethodNotAllowed(endpoints: Endpoint[]): Endpoint[] {
  const methodsByPath = new Map<string, Set<Method>>()
  for (const { path, method } of endpoints) {
    methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method))
  }
  const refusals = [...methodsByPath].flatMap(([path, methods]) => {
    const allowed = [...methods].map((method) => method.toUpperCase())
    return ANSWERED_METHODS.filter((method) => !methods.has(method)).map((method): Endpoint => ({
      path,
      method,
      handler: () =>
        errorResponse(405, `${method.toUpperCase()} is not allowed here: use ${allowed.join(' or ')}`, {
          Allow: allowed.join(', '),
        }),
    }))
  })
  return [...endpoints, ...refusals]
}
