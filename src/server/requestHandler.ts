import type { IncomingMessage, ServerResponse } from 'node:http'

import { canonicalRedirectPath } from './canonicalPath'
import { parsePath, type ParsedPath } from './paths'
import { CLIENT_ADDRESS_HEADER } from '../lib/rateLimit/clientAddress'
import {
  buildFileSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  fixedSecurityHeaders,
} from './securityHeaders'
import { createPageServer, type HitOutcome } from './pageServer'
import { createWorkQueue } from './workQueue'

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
  /** Sent as X-Worker on every answer but the build's files: which worker process answered. */
  workerId?: string
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
        })
      : null
  const queued = createWorkQueue(options.requestConcurrency, handleInApp)
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
    await queued(request, response)
  }

  /** A redirect to the canonical path, or a page the cache holds: answered now, with no promise. */
  function answerAtOnce(
    request: IncomingMessage,
    response: ServerResponse,
    path: ParsedPath | null,
  ): HitOutcome {
    const target = path && canonicalRedirectPath(path.pathname)
    if (target) {
      setFixedHeaders(response)
      policyWithNonce(request, response)
      response.writeHead(308, { Location: target + path.search }).end()
      return 'answered'
    }
    // Next gives route handlers no socket: the rate limits read the client's address here.
    request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
    return path && pageServer ? pageServer.answerHit(request, response, path) : 'not-cacheable'
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const path = parsePath(request.url)
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
