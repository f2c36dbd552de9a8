import { contentGeneration } from '../contentGeneration'

export type CachedPage = {
  body: string
  /** The nonce the page was rendered with; every answer swaps in its own. */
  nonce: string
  /** The rendered answer's content-type, cache-control and vary headers. */
  headers: Record<string, string>
  generation: number
  storedAt: number
}

type CacheableRequest = { method: string; pathname: string; search: string; headers: Headers }

const NOT_PAGES = /^\/(api|admin|_next)(\/|$)|\/[^/]*\.[A-Za-z0-9]+$/

/**
 * Only what every anonymous visitor sees alike: a GET of a page as a document (the browser asks
 * for text/html) without a query string, from a visitor who is not signed in. Next's
 * client-navigation (RSC) fetches ask for anything else; the proxy does not see their RSC header
 * or `_rsc` parameter, which Next sets aside before it runs.
 */
export function isCacheablePageRequest({ method, pathname, search, headers }: CacheableRequest): boolean {
  if (method !== 'GET' || search !== '' || NOT_PAGES.test(pathname)) return false
  if (!(headers.get('accept') ?? '').includes('text/html')) return false
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-action')) return false
  return !/(^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

/** The script nonce of a Content-Security-Policy, or null. */
export function nonceFromPolicy(policy: string | null): string | null {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null
}

/** The page with every occurrence of the nonce it was rendered with replaced by this answer's. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.split(page.nonce).join(nonce)
}

/** A small LRU of rendered pages, valid while the content generation is unchanged and for at most `ttlMs`. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxPages = 200,
  ) {}

  get(path: string, now = Date.now()): CachedPage | null {
    const page = this.pages.get(path)
    if (!page) return null
    if (page.generation !== contentGeneration() || now - page.storedAt >= this.ttlMs) {
      this.pages.delete(path)
      return null
    }
    // Map keeps insertion order: re-inserting marks the page as most recently used.
    this.pages.delete(path)
    this.pages.set(path, page)
    return page
  }

  set(path: string, page: CachedPage): void {
    this.pages.delete(path)
    this.pages.set(path, page)
    while (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value
      if (oldest === undefined) break
      this.pages.delete(oldest)
    }
  }

  get size(): number {
    return this.pages.size
  }
}
