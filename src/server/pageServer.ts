import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  cachedPage,
  createPageCacheRuntime,
  FILL_HEADER,
  isFillRequest,
  isKnownPrivatePath,
  isNotFoundFill,
} from './pageCache/fillPage'
import {
  isCacheablePageRequest,
  matchesETag,
  preferredEncoding,
  renderedPath,
  type CachedPage,
  type Encoding,
} from './pageCache/pageCache'
import type { ParsedPath } from './paths'

/** What the page cache did with a request it was asked first: answered it, or not yet. */
export type HitOutcome = 'answered' | 'miss' | 'not-cacheable'

export type PageServer = {
  /**
   * Answers a page the cache holds now, synchronously (a hit takes no promise: under a wave of page
   * views, awaits and Next's promise hooks would be a large part of a hit's cost). Otherwise writes
   * nothing and says whether the request is a cacheable page view the cache does not hold.
   */
  answerHit: (request: IncomingMessage, response: ServerResponse, path: ParsedPath) => HitOutcome
  /**
   * A cacheable page view `answerHit` missed: renders and keeps the page, answers and returns true,
   * or returns false (having written nothing) for the app to answer it. A cached answer carries the
   * fixed security headers and its own hash-based policy.
   */
  answerMiss: (request: IncomingMessage, response: ServerResponse, path: ParsedPath) => Promise<boolean>
  /** Whether the request is this server's own fill of a not-found page (fillPage's isNotFoundFill). */
  isNotFoundFill: (request: IncomingMessage) => boolean
}

/** How long a shared cache may keep answering with a page it holds while it fetches a fresh one. */
export const STALE_WHILE_REVALIDATE_SECONDS = 300

type PageServerOptions = {
  ttlSeconds: number
  port: number
  policyFor: (scriptHashes: string[]) => string
  /** The headers every answer carries, as a flat list of names and values. */
  fixedHeaders: readonly string[]
  /** The server renders the not-found page for a not-found fill: 404 pages are kept and answered too. */
  rendersNotFound?: boolean
}

/**
 * Anonymous page views answered straight from the page cache, before Next routes the request: the
 * same bytes for every visitor (hash-based CSP, no nonce), compressed once, with an ETag, and public
 * for shared caches (nginx, a CDN) for as long as this server keeps them. Misses render through the
 * app itself (one request to this server) and are kept.
 */
export function createPageServer({
  ttlSeconds,
  port,
  policyFor,
  fixedHeaders,
  rendersNotFound = false,
}: PageServerOptions): PageServer {
  const runtime = createPageCacheRuntime(ttlSeconds, port, policyFor, rendersNotFound)
  const cacheControl = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`

  /**
   * Every header of one kind of answer of a page, as the flat list `writeHead` takes: one call
   * instead of a dozen `setHeader`s, which made up much of a cache hit's cost. Worked out once per
   * page and kind of answer (cache status, encoding or 304).
   */
  const headerLists = new WeakMap<CachedPage, Map<string, string[]>>()
  function headerList(page: CachedPage, cacheStatus: string, variant: Encoding | 'not-modified'): string[] {
    let lists = headerLists.get(page)
    if (!lists) headerLists.set(page, (lists = new Map()))
    const key = `${cacheStatus} ${variant}`
    const known = lists.get(key)
    if (known) return known
    const pageHeaders = Object.entries(page.headers).filter(
      ([name]) => variant !== 'not-modified' || name.toLowerCase() !== 'content-type',
    )
    const list = [
      ...fixedHeaders,
      ...pageHeaders.flat(),
      'Content-Security-Policy',
      page.contentSecurityPolicy,
      'Cache-Control',
      cacheControl,
      'Vary',
      'Accept-Encoding',
      // A not-found page is no validator's business: it is answered whole, a 404 every time
      ...(page.status === 200 ? ['ETag', page.etag] : []),
      'X-Page-Cache',
      cacheStatus,
      ...(variant === 'not-modified' || variant === 'identity' ? [] : ['Content-Encoding', variant]),
      ...(variant === 'not-modified' ? [] : ['Content-Length', String(page.bodies[variant].length)]),
    ]
    lists.set(key, list)
    return list
  }

  const isCacheable = (request: IncomingMessage, pathname: string) =>
    !isFillRequest(runtime, request.headers[FILL_HEADER]) &&
    isCacheablePageRequest({ method: request.method ?? 'GET', pathname, headers: request.headers }) &&
    !isKnownPrivatePath(runtime, pathname)

  function send(request: IncomingMessage, response: ServerResponse, page: CachedPage, cacheStatus: string) {
    if (page.status === 200 && matchesETag(request.headers['if-none-match'], page.etag)) {
      response.writeHead(304, headerList(page, cacheStatus, 'not-modified')).end()
      return
    }
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    response.writeHead(page.status, headerList(page, cacheStatus, encoding))
    response.end(request.method === 'HEAD' ? undefined : page.bodies[encoding])
  }

  return {
    answerHit(request, response, { pathname }) {
      if (!isCacheable(request, pathname)) return 'not-cacheable'
      const page = runtime.cache.get(renderedPath(pathname))
      if (!page) return 'miss'
      send(request, response, page, 'hit')
      return 'answered'
    },
    isNotFoundFill: (request) => isNotFoundFill(runtime, request),
    async answerMiss(request, response, { pathname }) {
      const result = await cachedPage(runtime, renderedPath(pathname))
      if (!result) return false
      if (!response.destroyed) send(request, response, result.page, result.status)
      return true
    },
  }
}
