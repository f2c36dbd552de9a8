import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { contentGeneration } from '@/platform/cache/contentGeneration'
import { headerWithoutNonce, toHashedPage } from './hashedPage'
import { PageCache, type CachedPage } from './pageCache'
import { FILL_ID_HEADER, takePrivateRender } from '@/platform/cache/privateRenders'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const FILL_HEADER = 'x-page-cache-fill'
/** On a fill request: render the not-found page for this address (isNotFoundFill). */
export const NOT_FOUND_FILL_HEADER = 'x-page-cache-not-found'
/**
 * The rendered answer's headers a cached answer repeats. Not the per-answer ones (security headers,
 * length, encoding, date), not Next's caching and Vary (a cached page sets its own), nor Payload's
 * client-hint headers for the admin: their Critical-CH would make a first visit ask twice.
 */
const REPLAYED_HEADERS = ['content-type', 'link']

export type PageCacheRuntime = {
  cache: PageCache
  /** The server's own address: a miss renders the page with a request to it. */
  origin: string
  /** Marks this process's own fill requests, which the server lets through to the renderer. */
  fillToken: string
  inflight: Map<string, Promise<CachedPage | null>>
  /** Paths whose render asked to stay private, with the content generation it was asked under. */
  privatePaths: Map<string, number>
  /** The Content-Security-Policy of a cached page whose inline scripts have these hashes. */
  policyFor: (scriptHashes: string[]) => string
  /** The server answers a not-found fill (isNotFoundFill) with the not-found page: 404s are kept too. */
  rendersNotFound: boolean
}

export function createPageCacheRuntime(
  ttlSeconds: number,
  port: number,
  policyFor: PageCacheRuntime['policyFor'],
  rendersNotFound = false,
): PageCacheRuntime {
  return {
    rendersNotFound,
    cache: new PageCache(ttlSeconds * 1000),
    origin: `http://127.0.0.1:${port}`,
    fillToken: crypto.randomUUID(),
    inflight: new Map(),
    privatePaths: new Map(),
    policyFor,
  }
}

export const isFillRequest = (runtime: PageCacheRuntime, value: string | string[] | undefined) =>
  value === runtime.fillToken

/** The script nonce of a Content-Security-Policy, or null. */
export function nonceFromPolicy(policy: string | null): string | null {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null
}

/**
 * The page from the cache, or rendered now and kept (concurrent misses of one path share one
 * render). Null when the page cannot be cached (not a 200 HTML answer, it sets a cookie, or the
 * render failed): the caller then lets the request through to the renderer as usual.
 */
export async function cachedPage(
  runtime: PageCacheRuntime,
  path: string,
): Promise<{ page: CachedPage; status: 'hit' | 'miss' } | null> {
  const cached = runtime.cache.get(path)
  if (cached) return { page: cached, status: 'hit' }
  let pending = runtime.inflight.get(path)
  if (!pending) {
    pending = renderPage(runtime, path).finally(() => runtime.inflight.delete(path))
    runtime.inflight.set(path, pending)
  }
  const page = await pending
  return page ? { page, status: 'miss' } : null
}

/** The page's bytes in every encoding it is answered in, compressed once. */
async function compressedBodies(html: string): Promise<CachedPage['bodies']> {
  const identity = Buffer.from(html)
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ])
  return { identity, br, gzip: gz }
}

/** The document Next answers a page's notFound() with: its head, and a body of nothing but scripts. */
const NEXT_ERROR_DOCUMENT = /^(<!DOCTYPE html>)?<html id="__next_error__"/i

/** One render of `path` through this server, as a fill (the page cache's own request). */
const fillRequest = (runtime: PageCacheRuntime, path: string, fillId: string, notFound = false) =>
  fetch(runtime.origin + path, {
    headers: {
      [FILL_HEADER]: runtime.fillToken,
      [FILL_ID_HEADER]: fillId,
      ...(notFound ? { [NOT_FOUND_FILL_HEADER]: '1' } : {}),
      accept: 'text/html',
      'accept-encoding': 'identity',
    },
    redirect: 'manual',
    cache: 'no-store',
  })

/** Whether a rendered answer is an HTML page any visitor may get: 200 (or 404), with a nonce, no cookie. */
const keepable = (response: Response, status: number, nonce: string | null) =>
  response.status === status &&
  (response.headers.get('content-type') ?? '').startsWith('text/html') &&
  nonce !== null &&
  !response.headers.has('set-cookie')

async function renderPage(runtime: PageCacheRuntime, path: string): Promise<CachedPage | null> {
  // Taken before rendering: content changed during the render leaves the page already outdated.
  const generation = contentGeneration()
  const fillId = crypto.randomUUID()
  try {
    let response = await fillRequest(runtime, path, fillId)
    let nonce = nonceFromPolicy(response.headers.get('content-security-policy'))
    let status: CachedPage['status'] = 200
    let text: string | null = null
    if (runtime.rendersNotFound && keepable(response, 404, nonce)) {
      status = 404
      text = await response.text()
      // A page's notFound() leaves Next's empty error document, whose card only the browser's
      // scripts draw (vercel/next.js#62228): the not-found page itself is asked for instead. A 404
      // page the app rendered whole is answered as it is.
      if (NEXT_ERROR_DOCUMENT.test(text)) {
        takePrivateRender(fillId)
        response = await fillRequest(runtime, path, fillId, true)
        nonce = nonceFromPolicy(response.headers.get('content-security-policy'))
        text = null
      }
    }
    if (!keepable(response, status, nonce) || nonce === null) {
      void response.body?.cancel().catch(() => undefined)
      takePrivateRender(fillId)
      return null
    }
    // Read to the end first: a streamed page may mark itself private after its headers were sent.
    text ??= await response.text()
    if (takePrivateRender(fillId)) {
      // Rendered per visitor: this path is not kept until the content changes.
      runtime.privatePaths.set(path, generation)
      return null
    }
    const page = toHashedPage(text, nonce)
    const headers: Record<string, string> = {}
    for (const name of REPLAYED_HEADERS) {
      const value = response.headers.get(name)
      if (value) headers[name] = headerWithoutNonce(value, nonce)
    }
    const bodies = await compressedBodies(page.html)
    const cached: CachedPage = {
      status,
      bodies,
      etag: `"${createHash('sha256').update(bodies.identity).digest('base64url').slice(0, 27)}"`,
      contentSecurityPolicy: runtime.policyFor(page.scriptHashes),
      headers,
      generation,
      storedAt: Date.now(),
    }
    // A not-found page is answered, never kept: addresses nobody has are endless, and each kept one
    // would push a real page out of the cache
    if (status === 200) runtime.cache.set(path, cached)
    return cached
  } catch {
    takePrivateRender(fillId)
    return null
  }
}

/**
 * Whether a request is this process's fill of a not-found page: the server answers it with Next's
 * render404 (app/global-not-found.tsx) at the request's own address.
 */
export const isNotFoundFill = (runtime: PageCacheRuntime, request: IncomingMessage) =>
  isFillRequest(runtime, request.headers[FILL_HEADER]) && request.headers[NOT_FOUND_FILL_HEADER] === '1'

/** True when the path's last render under the current content asked to stay out of shared caches. */
export function isKnownPrivatePath(runtime: PageCacheRuntime, path: string): boolean {
  const generation = runtime.privatePaths.get(path)
  if (generation === undefined) return false
  if (generation === contentGeneration()) return true
  runtime.privatePaths.delete(path)
  return false
}
