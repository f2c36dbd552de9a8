import { isCurrent, type Cached } from '@/platform/cache/contentGeneration'
import { isPagePath, isPerBookingPage, QUERY_READING_PAGES } from '../paths'

export type Encoding = 'br' | 'gzip' | 'identity'

export type CachedPage = Cached & {
  /** 200, or 404 for the not-found page of an address that has no page (fillPage's renderPage). */
  status: 200 | 404
  /** The page's bytes, compressed once when it was kept. */
  bodies: Record<Encoding, Buffer>
  /** A strong validator of the page's bytes. */
  etag: string
  /** The hash-based policy its inline scripts run under. */
  contentSecurityPolicy: string
  /** The rendered answer's headers a cached answer repeats (content type, font preloads). */
  headers: Record<string, string>
}

type RequestHeaders = Record<string, string | string[] | undefined>
type CacheableRequest = { method: string; pathname: string; headers: RequestHeaders }

const header = (headers: RequestHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

/** Next's own requests for a page's RSC payload (client navigation, prefetch, server actions). */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']

/**
 * A page view every anonymous visitor sees alike: a GET or HEAD of a page, whatever its Accept
 * header or query string (ignored, see QUERY_READING_PAGES), that is not one of Next's RSC
 * requests, from a visitor who is not signed in. Header names are lower-case, as Node gives them.
 */
export function isCacheablePageRequest({ method, pathname, headers }: CacheableRequest): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (!isPagePath(pathname) || QUERY_READING_PAGES.has(pathname) || isPerBookingPage(pathname)) return false
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name])) return false
  return !/(^|;\s*)payload-token=/.test(header(headers, 'cookie'))
}

/** Browsers send a handful of distinct Accept-Encoding values: each is read once. */
const encodingByHeader = new Map<string, Encoding>()
const MAX_KNOWN_HEADERS = 64

/** The encoding to answer with: brotli, then gzip, when the client accepts them (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const key = acceptEncoding ?? ''
  let encoding = encodingByHeader.get(key)
  if (encoding) return encoding
  encoding = encodingFor(key)
  if (encodingByHeader.size >= MAX_KNOWN_HEADERS) encodingByHeader.clear()
  encodingByHeader.set(key, encoding)
  return encoding
}

function encodingFor(acceptEncoding: string): Encoding {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((entry) =>
        entry
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

/** True when If-None-Match names this ETag (or `*`): the client's copy is current. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/** The bytes a page takes in the cache: its body in every encoding. */
const sizeOf = (page: CachedPage) =>
  page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length

/** Pages kept at most, and their bytes at most (every encoding counted). */
export const PAGE_CACHE_MAX_PAGES = 200
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024

/**
 * A small LRU of rendered pages, valid while the content generation is unchanged and for at most
 * `ttlMs`, bounded by count and by bytes: the least recently used go first.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private totalBytes = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxPages = PAGE_CACHE_MAX_PAGES,
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {}

  get(path: string, now = Date.now()): CachedPage | null {
    const page = this.pages.get(path)
    if (!page) return null
    if (!isCurrent(page, this.ttlMs, now)) {
      this.delete(path)
      return null
    }
    // Map keeps insertion order: re-inserting marks the page as most recently used.
    this.pages.delete(path)
    this.pages.set(path, page)
    return page
  }

  set(path: string, page: CachedPage): void {
    // A page larger than the whole budget is never kept.
    if (sizeOf(page) > this.maxBytes) return
    this.delete(path)
    this.pages.set(path, page)
    this.totalBytes += sizeOf(page)
    while (this.pages.size > this.maxPages || this.totalBytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  get size(): number {
    return this.pages.size
  }

  /** The bytes the kept pages take, every encoding counted. */
  get bytes(): number {
    return this.totalBytes
  }

  private delete(path: string): void {
    const page = this.pages.get(path)
    if (!page) return
    this.pages.delete(path)
    this.totalBytes -= sizeOf(page)
  }
}

/**
 * The path the app renders for a request's path: what the WHATWG URL parser (which Next's router
 * and the cache's own fill request use) makes of it. The cache keys on it, so two spellings of
 * one page share one entry. A path of plain characters is its own.
 */
export function renderedPath(pathname: string): string {
  if (/^[A-Za-z0-9/_~-]*$/.test(pathname) && !pathname.includes('//')) return pathname
  try {
    return new URL(pathname, 'http://page.invalid').pathname
  } catch {
    return pathname
  }
}
