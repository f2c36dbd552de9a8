import { contentGeneration } from '../contentGeneration'
import { nonceFromPolicy, PageCache, pageParts, type CachedPage } from './pageCache'

export const FILL_HEADER = 'x-page-cache-fill'
/**
 * The rendered answer's headers a cached answer repeats. Not the per-answer ones (security headers,
 * length, encoding, date), nor Payload's client-hint headers for the admin: their Critical-CH
 * would make a browser's first visit ask for the page twice.
 */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary', 'link']

export type PageCacheRuntime = {
  cache: PageCache
  /** The server's own address: a miss renders the page with a request to it. */
  origin: string
  /** Marks this process's own fill requests, which the server lets through to the renderer. */
  fillToken: string
  inflight: Map<string, Promise<CachedPage | null>>
}

export function createPageCacheRuntime(ttlSeconds: number, port: number): PageCacheRuntime {
  return {
    cache: new PageCache(ttlSeconds * 1000),
    origin: `http://127.0.0.1:${port}`,
    fillToken: crypto.randomUUID(),
    inflight: new Map(),
  }
}

export const isFillRequest = (runtime: PageCacheRuntime, value: string | string[] | undefined) =>
  value === runtime.fillToken

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

async function renderPage(runtime: PageCacheRuntime, path: string): Promise<CachedPage | null> {
  // Taken before rendering: content changed during the render leaves the page already outdated.
  const generation = contentGeneration()
  try {
    const response = await fetch(runtime.origin + path, {
      headers: { [FILL_HEADER]: runtime.fillToken, accept: 'text/html', 'accept-encoding': 'identity' },
      redirect: 'manual',
      cache: 'no-store',
    })
    const nonce = nonceFromPolicy(response.headers.get('content-security-policy'))
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (response.status !== 200 || !html || !nonce || response.headers.has('set-cookie')) {
      void response.body?.cancel().catch(() => undefined)
      return null
    }
    const headers: Record<string, string[]> = {}
    for (const name of REPLAYED_HEADERS) {
      const value = response.headers.get(name)
      if (value) headers[name] = value.split(nonce)
    }
    const page: CachedPage = {
      parts: pageParts(await response.text(), nonce),
      headers,
      generation,
      storedAt: Date.now(),
    }
    runtime.cache.set(path, page)
    return page
  } catch {
    return null
  }
}
