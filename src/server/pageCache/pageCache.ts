import { isCurrent, type Cached } from '../contentGeneration'
import { isPagePath } from '../paths'

export type CachedPage = Cached & {
  /** The page's UTF-8 bytes split where its rendering nonce stood; every answer puts its own between them. */
  parts: Buffer[]
  /** The rendered answer's headers a cached answer repeats, each value cut where the rendering nonce stood. */
  headers: Record<string, string[]>
}

type RequestHeaders = Record<string, string | string[] | undefined>
type CacheableRequest = { method: string; pathname: string; search: string; headers: RequestHeaders }

const header = (headers: RequestHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/**
 * Only what every anonymous visitor sees alike: a GET of a page as a document (the browser asks
 * for text/html) without a query string, from a visitor who is not signed in. Next's
 * client-navigation (RSC) fetches ask for anything else and carry an RSC header or `_rsc` query.
 * Header names are lower-case, as Node gives them.
 */
export function isCacheablePageRequest({ method, pathname, search, headers }: CacheableRequest): boolean {
  if (method !== 'GET' || search !== '' || !isPagePath(pathname)) return false
  if (!header(headers, 'accept').includes('text/html')) return false
  if (headers['rsc'] || headers['next-router-prefetch'] || headers['next-action']) return false
  return !/(^|;\s*)payload-token=/.test(header(headers, 'cookie'))
}

/** The script nonce of a Content-Security-Policy, or null. */
export function nonceFromPolicy(policy: string | null): string | null {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null
}

/** A rendered page as kept: its HTML cut at every occurrence of the nonce it was rendered with. */
export function pageParts(html: string, renderNonce: string): Buffer[] {
  return html.split(renderNonce).map((part) => Buffer.from(part))
}

/** The chunks of an answer: the page with this answer's nonce wherever the rendering nonce stood. */
export function withNonce(page: CachedPage, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce)
  return page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part]))
}

/** The headers of an answer, with this answer's nonce wherever the rendering nonce stood (a preload's nonce). */
export function headersWithNonce(page: CachedPage, nonce: string): Record<string, string> {
  return Object.fromEntries(Object.entries(page.headers).map(([name, parts]) => [name, parts.join(nonce)]))
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
    if (!isCurrent(page, this.ttlMs, now)) {
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
