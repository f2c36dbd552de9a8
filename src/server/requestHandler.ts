import type { IncomingMessage, ServerResponse } from 'node:http'

import { malformedApiQuery, malformedOverride } from './apiQuery'
import { canonicalRedirectPath } from './canonicalPath'
import { parsePath, type ParsedPath } from './paths'
import { CLIENT_ADDRESS_HEADER } from '@/platform/rateLimit/clientAddress'
import {
  buildFileSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  fixedSecurityHeaders,
} from './securityHeaders'
import { createPageServer, type HitOutcome } from './pageServer'
import { createWorkQueue } from './workQueue'
import { capErrorCaching } from './errorCaching'
import {
  MAX_JSON_DEPTH,
  createBodyGate,
  isJsonLike,
  isUndecodableActionCall,
  isFormActionCall,
  malformedMultipart,
  nestsDeeperThan,
  readBody,
  replayRequest,
} from './requestBody'
import {
  BODY_LIMITS,
  bodyLimit,
  bodyTooLargeMessage,
  declaredLength,
  hasBody,
  REQUEST_TIMEOUTS,
} from './requestLimits'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

type Options = {
  production: boolean
  https: boolean
  /** 0 turns the page cache off. */
  pageCacheSeconds: number
  requestConcurrency: number
  port: number
  /** The build's scripts, style sheets and fonts, by URL path (src/server/buildFiles.ts). */
  buildCodeFiles: ReadonlySet<string>
  /** Server actions answered 404 unread (src/server/buildFiles.ts, listRefusedServerActions). */
  refusedServerActions?: ReadonlySet<string>
  /** The client's address is the last X-Forwarded-For entry (TRUST_PROXY), not the socket's. */
  trustProxy?: boolean
  /** The longest pause between two pieces of a body (default REQUEST_TIMEOUTS.bodyIdleMs). */
  bodyIdleMs?: number
  /** Sent as X-Worker on every answer but the build's files: which worker process answered. */
  workerId?: string
  /**
   * Renders the not-found page at the request's address (Next's render404): what the page cache
   * asks for when a page's notFound() left Next's empty error document (decision 0091).
   */
  renderNotFound?: Handler
}

/** Bodies one client address may be sending at once; more are answered 429 unread. */
export const BODIES_PER_ADDRESS = 16
/** Bytes one client address may reserve at once (declared lengths, or limits if chunked): two uploads. */
export const BODY_BYTES_PER_ADDRESS = 2 * BODY_LIMITS.mediaUpload
/** Bytes all large bodies being received may reserve together. */
export const BODY_BYTES_IN_FLIGHT = 4 * BODY_LIMITS.mediaUpload
/** Bytes all small bodies (at most the JSON limit each) may reserve together: 256 at their limit. */
export const SMALL_BODY_BYTES_IN_FLIGHT = 256 * BODY_LIMITS.json

/** The address a request comes from: the socket's, or the nearest trusted proxy's view of it. */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for']
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1)
    if (last) return last
  }
  return request.socket.remoteAddress ?? 'unknown'
}

/**
 * A JSON refusal sent before (or instead of) reading the body: the connection closes after it, so
 * what the client still sends is never read. GraphQL's answer has GraphQL's shape.
 */
function refuse(
  response: ServerResponse,
  pathname: string,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  if (response.headersSent) return void response.destroy()
  const body = JSON.stringify(pathname === '/api/graphql' ? { errors: [{ message }] } : { error: message })
  response.shouldKeepAlive = false
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...headers,
  })
  response.end(body)
}

const EMPTY_BODY = Buffer.alloc(0)
/** The API reads whose HEAD is answered as their GET: media files and the seminar list. */
const HEAD_AS_GET = /^\/api\/(media\/file\/[^/]+|seminar-events)$/

/** The answer to a call of a server action in `refusedServerActions`, and to any form post of one. */
const SERVER_ACTION_NOT_OFFERED = 'This server action is not offered'

/** The methods the site answers; Next fails on others (TRACE, WebDAV's) with a 500. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Whether every percent-escape of a path decodes (Next fails on `/%E0` or `/%zz` with a 500). */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Wraps the app's request handler (Next's) with what every answer goes through first. */
export function createRequestHandler(handleInApp: Handler, options: Options) {
  const fixedHeaders = Object.entries({
    ...fixedSecurityHeaders(options),
    ...(options.workerId ? { 'X-Worker': options.workerId } : {}),
  })
  const buildFileHeaders = Object.entries(buildFileSecurityHeaders(options))
  const pageServer =
    options.pageCacheSeconds > 0
      ? createPageServer({
          ttlSeconds: options.pageCacheSeconds,
          port: options.port,
          policyFor: (hashes) =>
            contentSecurityPolicy({ hashes, production: options.production, https: options.https }),
          fixedHeaders: fixedHeaders.flat(),
          rendersNotFound: options.renderNotFound !== undefined,
        })
      : null
  const trustProxy = options.trustProxy ?? false
  const refusedActions = options.refusedServerActions ?? new Set<string>()
  const { renderNotFound } = options
  const app: Handler =
    pageServer && renderNotFound
      ? (request, response) =>
          pageServer.isNotFoundFill(request)
            ? renderNotFound(request, response)
            : handleInApp(request, response)
      : handleInApp
  const queued = createWorkQueue(options.requestConcurrency, app, (request) =>
    clientAddressOf(request, trustProxy),
  )
  const bodyGate = createBodyGate({
    perAddress: BODIES_PER_ADDRESS,
    bytesPerAddress: BODY_BYTES_PER_ADDRESS,
    totalBytes: BODY_BYTES_IN_FLIGHT,
    smallBody: BODY_LIMITS.json,
    smallBytes: SMALL_BODY_BYTES_IN_FLIGHT,
  })

  /**
   * The request with its whole body read, before it waits for a work slot: a slow or stalled body
   * holds no slot, only its socket. Null when it has been answered instead (413 over its limit,
   * 408 when it stalls, 429 when its address is sending too many, 400 when its JSON nests deeper than
   * MAX_JSON_DEPTH or a server action's arguments are not JSON) or its client went away.
   */
  async function receiveBody(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<IncomingMessage | null> {
    const limit = bodyLimit(request.method ?? 'GET', pathname, request.headers)
    const declared = declaredLength(request.headers)
    if (Number.isNaN(declared)) {
      refuse(response, pathname, 400, 'Content-Length must be a number')
      return null
    }
    if ((declared ?? 0) > limit) {
      refuse(response, pathname, 413, bodyTooLargeMessage(limit))
      return null
    }
    const leave = bodyGate.enter(clientAddressOf(request, trustProxy), declared ?? limit)
    if (typeof leave === 'string') {
      refuse(
        response,
        pathname,
        429,
        leave === 'address'
          ? 'Too many requests are being sent from your address at once'
          : 'The server is receiving too many large requests at once; send it again in a few seconds',
        { 'Retry-After': '5' },
      )
      return null
    }
    // A client that waits for "100 Continue" (the server's 'checkContinue') gets it only now, within its limit.
    if (/100-continue/i.test(request.headers.expect ?? '')) response.writeContinue()
    try {
      const outcome = await readBody(request, limit, options.bodyIdleMs ?? REQUEST_TIMEOUTS.bodyIdleMs)
      if (outcome.kind === 'complete') {
        if (isJsonLike(request.headers['content-type']) && nestsDeeperThan(outcome.body)) {
          refuse(response, pathname, 400, `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep`)
          return null
        }
        const multipart = malformedMultipart(request.headers['content-type'], outcome.body)
        if (multipart) {
          refuse(response, pathname, multipart.status, multipart.message)
          return null
        }
        // The body of a method override is read by Payload as the query string, or as JSON
        const queryProblem = malformedOverride(
          request.method ?? 'GET',
          request.headers,
          pathname,
          outcome.body,
        )
        if (queryProblem) {
          refuse(response, pathname, 400, queryProblem)
          return null
        }
        if (isUndecodableActionCall(request.headers, outcome.body)) {
          refuse(response, pathname, 400, 'The arguments of a server action must be JSON')
          return null
        }
        // The site calls its server actions by fetch only; React fails on a forged form descriptor
        // with a 500. Payload's REST routes (/api) take uploads, never actions.
        if (!pathname.startsWith('/api/') && isFormActionCall(request.headers, outcome.body)) {
          refuse(response, pathname, 404, SERVER_ACTION_NOT_OFFERED)
          return null
        }
        return replayRequest(request, outcome.body)
      }
      if (outcome.kind === 'too-large') refuse(response, pathname, 413, bodyTooLargeMessage(limit))
      else if (outcome.kind === 'idle') {
        refuse(response, pathname, 408, 'The request body stopped arriving; send it again')
      } else response.destroy()
      return null
    } finally {
      leave()
    }
  }
  /** The policy of an answer rendered now: a fresh nonce, which Next puts on its own scripts. */
  const policyWithNonce = (request: IncomingMessage, response: ServerResponse) => {
    const policy = contentSecurityPolicy({
      nonce: createNonce(),
      production: options.production,
      https: options.https,
    })
    response.setHeader('Content-Security-Policy', policy)
    request.headers['content-security-policy'] = policy
  }

  const setHeaders = (response: ServerResponse, headers: [string, string][]) => {
    for (const [name, value] of headers) response.setHeader(name, value)
  }
  const setFixedHeaders = (response: ServerResponse) => setHeaders(response, fixedHeaders)

  /** A page view the cache missed (rendered and kept), or what the app answers. */
  async function answerLater(
    request: IncomingMessage,
    response: ServerResponse,
    path: ParsedPath | null,
    cacheMissed: boolean,
  ) {
    // A cached page carries its own hash-based policy; only what is rendered now needs a nonce.
    if (cacheMissed && path && pageServer && (await pageServer.answerMiss(request, response, path))) return
    if (path && options.buildCodeFiles.has(path.pathname)) {
      setHeaders(response, buildFileHeaders)
    } else {
      setFixedHeaders(response)
      policyWithNonce(request, response)
    }
    if (!hasBody(request.headers)) {
      const pathname = path?.pathname ?? ''
      const problem = malformedOverride(request.method ?? 'GET', request.headers, pathname, EMPTY_BODY)
      if (problem) return refuse(response, pathname, 400, problem)
      return queued(request, response)
    }
    const received = await receiveBody(request, response, path?.pathname ?? '')
    if (received) await queued(received, response)
  }

  /** A redirect to the canonical path, or a page the cache holds: answered now, with no promise. */
  function answerAtOnce(
    request: IncomingMessage,
    response: ServerResponse,
    path: ParsedPath | null,
  ): HitOutcome {
    const pathname = path?.pathname ?? ''
    const method = request.method ?? 'GET'
    if (!METHODS.includes(method)) {
      setFixedHeaders(response)
      refuse(response, pathname, 405, `The method ${method} is not allowed`, { Allow: METHODS.join(', ') })
      return 'answered'
    }
    if (pathname.includes('%') && !decodes(pathname)) {
      setFixedHeaders(response)
      refuse(response, pathname, 400, 'The address has a malformed percent-escape')
      return 'answered'
    }
    const queryProblem = path && malformedApiQuery(pathname, path.search)
    if (queryProblem) {
      setFixedHeaders(response)
      refuse(response, pathname, 400, queryProblem)
      return 'answered'
    }
    const action = request.headers['next-action']
    if (typeof action === 'string' && refusedActions.has(action.trim())) {
      setFixedHeaders(response)
      refuse(response, pathname, 404, SERVER_ACTION_NOT_OFFERED)
      return 'answered'
    }
    const target = path && canonicalRedirectPath(pathname)
    if (target) {
      setFixedHeaders(response)
      policyWithNonce(request, response)
      response.writeHead(308, { Location: target + path.search }).end()
      return 'answered'
    }
    // Next gives route handlers no socket: the rate limits read the client's address here.
    request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
    // A body where none is expected (a GET, a HEAD, a DELETE) is refused before anything reads it.
    if (hasBody(request.headers) && bodyLimit(method, pathname, {}) === 0) {
      setFixedHeaders(response)
      refuse(response, pathname, 413, bodyTooLargeMessage(0))
      return 'answered'
    }
    // Payload routes no HEAD (a 404): the HEAD of a file the pages link to, or of the seminar list,
    // is answered as its GET, and Node sends no body, since the answer was made for a HEAD. Not
    // the other endpoints: a GET may confirm a subscription or ask Stripe
    if (method === 'HEAD' && HEAD_AS_GET.test(pathname)) request.method = 'GET'
    return path && pageServer ? pageServer.answerHit(request, response, path) : 'not-cacheable'
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const path = parsePath(request.url)
    capErrorCaching(response, path?.pathname ?? '')
    let outcome: HitOutcome
    try {
      outcome = answerAtOnce(request, response, path)
    } catch (error) {
      answerFailure(response, error)
      return
    }
    if (outcome === 'answered') return
    answerLater(request, response, path, outcome === 'miss').catch((error: unknown) =>
      answerFailure(response, error),
    )
  }
}

function answerFailure(response: ServerResponse, error: unknown) {
  console.error(error)
  if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' })
  if (!response.writableEnded) response.end(JSON.stringify({ error: 'Something went wrong' }))
}
