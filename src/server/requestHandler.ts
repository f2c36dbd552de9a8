import type { IncomingMessage, ServerResponse } from 'node:http'

import { canonicalRedirectPath } from './canonicalPath'
import { parsePath, type ParsedPath } from './paths'
import { CLIENT_ADDRESS_HEADER } from '../lib/rateLimit/clientAddress'
import { contentSecurityPolicy, createNonce, fixedSecurityHeaders } from './securityHeaders'
import { createPageServer } from './pageServer'
import { createWorkQueue } from './workQueue'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

type Options = {
  production: boolean
  https: boolean
  /** 0 turns the page cache off. */
  pageCacheSeconds: number
  requestConcurrency: number
  port: number
}

/** Wraps the app's request handler (Next's) with what every answer goes through first. */
export function createRequestHandler(handleInApp: Handler, options: Options) {
  const fixedHeaders = Object.entries(fixedSecurityHeaders(options))
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

  const setFixedHeaders = (response: ServerResponse) => {
    for (const [name, value] of fixedHeaders) response.setHeader(name, value)
  }

  /** What the page cache does not hold now: a miss to render and keep, or the app's answer. */
  async function answerAfterCache(
    request: IncomingMessage,
    response: ServerResponse,
    path: ParsedPath | null,
  ) {
    // A cached page carries its own hash-based policy; only what is rendered now needs a nonce.
    if (path && pageServer && (await pageServer.answer(request, response, path))) return
    setFixedHeaders(response)
    policyWithNonce(request, response)
    await queued(request, response)
  }

  /** A redirect to the canonical path, or a page the cache holds: answered now, with no promise. */
  function answeredAtOnce(
    request: IncomingMessage,
    response: ServerResponse,
    path: ParsedPath | null,
  ): boolean {
    const target = path && canonicalRedirectPath(path.pathname)
    if (target) {
      setFixedHeaders(response)
      policyWithNonce(request, response)
      response.writeHead(308, { Location: target + path.search }).end()
      return true
    }
    // Next gives route handlers no socket: the rate limits read the client's address here.
    request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
    return Boolean(path && pageServer?.answerHit(request, response, path))
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const fail = (error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' })
      if (!response.writableEnded) response.end(JSON.stringify({ error: 'Something went wrong' }))
    }
    const path = parsePath(request.url)
    try {
      if (answeredAtOnce(request, response, path)) return
    } catch (error) {
      fail(error)
      return
    }
    answerAfterCache(request, response, path).catch(fail)
  }
}
