import type { IncomingMessage, ServerResponse } from 'node:http'

import { cachedPage, createPageCacheRuntime, FILL_HEADER, isFillRequest } from './pageCache/fillPage'
import { isCacheablePageRequest, matchesETag, preferredEncoding } from './pageCache/pageCache'
import type { ParsedPath } from './paths'

export type PageServer = {
  /**
   * Answers the request from the page cache and returns true, or returns false for the app to
   * answer it. The security headers are already set on the response; a cached page replaces the
   * nonce policy with its hash-based one.
   */
  answer: (request: IncomingMessage, response: ServerResponse, path: ParsedPath) => Promise<boolean>
}

/** How long a shared cache may keep answering with a page it holds while it fetches a fresh one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 300

type PageServerOptions = {
  ttlSeconds: number
  port: number
  policyFor: (scriptHashes: string[]) => string
}

/**
 * Anonymous page views answered straight from the page cache, before Next routes the request: the
 * same bytes for every visitor (hash-based CSP, no nonce), compressed once, with an ETag, and public
 * for shared caches (nginx, a CDN) for as long as this server keeps them. Misses render through the
 * app itself (one request to this server) and are kept.
 */
export function createPageServer({ ttlSeconds, port, policyFor }: PageServerOptions): PageServer {
  const runtime = createPageCacheRuntime(ttlSeconds, port, policyFor)
  const cacheControl = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`

  return {
    async answer(request, response, { pathname }) {
      const method = request.method ?? 'GET'
      const cacheable =
        !isFillRequest(runtime, request.headers[FILL_HEADER]) &&
        isCacheablePageRequest({ method, pathname, headers: request.headers })
      if (!cacheable) return false
      const result = await cachedPage(runtime, pathname)
      if (!result) return false
      if (response.destroyed) return true
      const { page } = result
      for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value)
      response.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
      response.setHeader('Cache-Control', cacheControl)
      response.setHeader('Vary', 'Accept-Encoding')
      response.setHeader('ETag', page.etag)
      response.setHeader('X-Page-Cache', result.status)
      if (matchesETag(request.headers['if-none-match'], page.etag)) {
        response.removeHeader('content-type')
        response.writeHead(304).end()
        return true
      }
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      const body = page.bodies[encoding]
      if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding)
      response.setHeader('Content-Length', body.length)
      response.end(method === 'HEAD' ? undefined : body)
      return true
    },
  }
}
