import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

import { cachedPage, createPageCacheRuntime, FILL_HEADER, isFillRequest } from './pageCache/fillPage'
import { headersWithNonce, isCacheablePageRequest, withNonce } from './pageCache/pageCache'
import type { ParsedPath } from './paths'

const gzipAsync = promisify(gzip)

export type PageServer = {
  /**
   * Answers the request from the page cache with this answer's nonce and returns true, or returns
   * false for the app to answer it. The security headers are already set on the response.
   */
  answer: (
    request: IncomingMessage,
    response: ServerResponse,
    path: ParsedPath,
    nonce: string,
  ) => Promise<boolean>
}

const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')

/**
 * Anonymous page views answered straight from the page cache, before Next routes the request:
 * a hit costs a nonce swap instead of a pass through the framework, so pages stay fast while
 * the API is busy. Misses render through the app itself (one request to this server) and are kept.
 */
export function createPageServer(ttlSeconds: number, port: number): PageServer {
  const runtime = createPageCacheRuntime(ttlSeconds, port)

  return {
    async answer(request, response, { pathname, search }, nonce) {
      const cacheable =
        !isFillRequest(runtime, request.headers[FILL_HEADER]) &&
        isCacheablePageRequest({
          method: request.method ?? 'GET',
          pathname,
          search,
          headers: request.headers,
        })
      if (!cacheable) return false
      const result = await cachedPage(runtime, pathname)
      if (!result) return false
      const compress = acceptsGzip(request)
      const chunks = withNonce(result.page, nonce)
      const body = compress ? [await gzipAsync(Buffer.concat(chunks))] : chunks
      if (response.destroyed) return true
      for (const [name, value] of Object.entries(headersWithNonce(result.page, nonce))) {
        response.setHeader(name, value)
      }
      if (compress) response.setHeader('Content-Encoding', 'gzip')
      response.setHeader(
        'Content-Length',
        body.reduce((length, chunk) => length + chunk.length, 0),
      )
      response.setHeader('X-Page-Cache', result.status)
      // Corked, the chunks leave in one write without being copied together first.
      response.cork()
      for (const chunk of body) response.write(chunk)
      response.end()
      response.uncork()
      return true
    },
  }
}
