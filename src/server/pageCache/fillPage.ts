import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { contentGeneration } from '@/platform/cache/contentGeneration'
import { headerWithoutNonce, toHashedPage } from './hashedPage'
import { PageCache, type CachedPage } from './pageCache'
import { FILL_ID_HEADER, takePrivateRender } from '@/platform/cache/privateRenders'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const FILL_HEADER = 'x-page-cache-fill'
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
}

export function createPageCacheRuntime(
  ttlSeconds: number,
  port: number,
  policyFor: PageCacheRuntime['policyFor'],
): PageCacheRuntime {
  return {
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

async function renderPage(runtime: PageCacheRuntime, path: string): Promise<CachedPage | null> {
  // Taken before rendering: content changed during the render leaves the page already outdated.
  const generation = contentGeneration()
  const fillId = crypto.randomUUID()
  try {
    const response = await fetch(runtime.origin + path, {
      headers: {
        [FILL_HEADER]: runtime.fillToken,
        [FILL_ID_HEADER]: fillId,
        accept: 'text/html',
        'accept-encoding': 'identity',
      },
      redirect: 'manual',
      cache: 'no-store',
    })
    const nonce = nonceFromPolicy(response.headers.get('content-security-policy'))
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (response.status !== 200 || !html || !nonce || response.headers.has('set-cookie')) {
      void response.body?.cancel().catch(() => undefined)
      takePrivateRender(fillId)
      return null
    }
    // Read to the end first: a streamed page may mark itself private after its headers were sent.
    const text = await response.text()
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
      bodies,
      etag: `"${createHash('sha256').update(bodies.identity).digest('base64url').slice(0, 27)}"`,
      contentSecurityPolicy: runtime.policyFor(page.scriptHashes),
      headers,
      generation,
      storedAt: Date.now(),
    }
    runtime.cache.set(path, cached)
    return cached
  } catch {
    takePrivateRender(fillId)
    return null
  }
}

/** True when the path's last render under the current content asked to stay out of shared caches. */
export function isKnownPrivatePath(runtime: PageCacheRuntime, path: string): boolean {
  const generation = runtime.privatePaths.get(path)
  if (generation === undefined) return false
  if (generation === contentGeneration()) return true
  runtime.privatePaths.delete(path)
  return false
}
