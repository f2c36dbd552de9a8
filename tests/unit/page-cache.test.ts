import { bumpContentGeneration, contentGeneration } from '@/server/contentGeneration'
import {
  isCacheablePageRequest,
  headersWithNonce,
  nonceFromPolicy,
  PageCache,
  pageParts,
  withNonce,
  type CachedPage,
} from '@/server/pageCache/pageCache'

const request = (
  pathname: string,
  init: { method?: string; search?: string; headers?: Record<string, string> } = {},
) => ({
  method: init.method ?? 'GET',
  pathname,
  search: init.search ?? '',
  // Lower-case names, as Node's IncomingMessage gives them
  headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...init.headers },
})

const page = (html: string, storedAt = 0): CachedPage => ({
  parts: pageParts(html, 'OLD+nonce/=='),
  headers: { 'content-type': ['text/html; charset=utf-8'] },
  generation: contentGeneration(),
  storedAt,
})

describe('isCacheablePageRequest', () => {
  it('accepts an anonymous GET of a page', () => {
    expect(isCacheablePageRequest(request('/programs'))).toBe(true)
    expect(isCacheablePageRequest(request('/', { headers: { cookie: 'theme=dark' } }))).toBe(true)
  })

  it('refuses signed-in visitors, queries, other methods, the API, the admin, files and RSC requests', () => {
    expect(
      isCacheablePageRequest(request('/programs', { headers: { cookie: 'a=1; payload-token=x' } })),
    ).toBe(false)
    expect(isCacheablePageRequest(request('/booking-success', { search: '?session_id=cs_1' }))).toBe(false)
    expect(isCacheablePageRequest(request('/programs', { method: 'POST' }))).toBe(false)
    expect(isCacheablePageRequest(request('/api/seminar-events'))).toBe(false)
    expect(isCacheablePageRequest(request('/admin/login'))).toBe(false)
    expect(isCacheablePageRequest(request('/robots.txt'))).toBe(false)
    expect(isCacheablePageRequest(request('/programs', { headers: { rsc: '1' } }))).toBe(false)
  })

  it("refuses Next's client-navigation fetches, which do not ask for a document", () => {
    expect(isCacheablePageRequest(request('/programs', { headers: { accept: '*/*' } }))).toBe(false)
    expect(isCacheablePageRequest(request('/programs', { headers: { accept: 'text/x-component' } }))).toBe(
      false,
    )
  })
})

describe('nonces', () => {
  it('reads the script nonce of a policy', () => {
    expect(nonceFromPolicy("script-src 'self' 'nonce-ab+c/d==' 'strict-dynamic'")).toBe('ab+c/d==')
    expect(nonceFromPolicy("script-src 'self'")).toBeNull()
    expect(nonceFromPolicy(null)).toBeNull()
  })

  it('swaps every occurrence of the rendered nonce for the new one', () => {
    const html = '<script nonce="OLD+nonce/==">a</script><script nonce="OLD+nonce/==" src="/b.js"></script>'
    expect(Buffer.concat(withNonce(page(html), 'NEW')).toString()).toBe(
      '<script nonce="NEW">a</script><script nonce="NEW" src="/b.js"></script>',
    )
  })
})

describe('headersWithNonce', () => {
  it("puts the answer's nonce into a repeated header, such as a preload link", () => {
    const cached = {
      ...page('x'),
      headers: { link: ['</font.woff2>; rel=preload; nonce="', '"'], vary: ['Accept-Encoding'] },
    }
    expect(headersWithNonce(cached, 'NEW')).toEqual({
      link: '</font.woff2>; rel=preload; nonce="NEW"',
      vary: 'Accept-Encoding',
    })
  })
})

describe('PageCache', () => {
  it('keeps a page for the time to live', () => {
    const cache = new PageCache(60_000)
    cache.set('/about', page('about', 1_000))
    expect(cache.get('/about', 60_999)?.parts.join('')).toBe('about')
    expect(cache.get('/about', 61_000)).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('drops every page when the content generation changes', () => {
    const cache = new PageCache(60_000)
    cache.set('/about', page('about'))
    cache.set('/programs', page('programs'))
    expect(cache.get('/about', 0)?.parts.join('')).toBe('about')
    bumpContentGeneration()
    expect(cache.get('/about', 0)).toBeNull()
    expect(cache.get('/programs', 0)).toBeNull()
  })

  it('evicts the least recently used page beyond its size', () => {
    const cache = new PageCache(60_000, 2)
    const now = 0
    cache.set('/a', page('a', now))
    cache.set('/b', page('b', now))
    cache.get('/a', now)
    cache.set('/c', page('c', now))
    expect(cache.get('/b', now)).toBeNull()
    expect(cache.get('/a', now)?.parts.join('')).toBe('a')
    expect(cache.get('/c', now)?.parts.join('')).toBe('c')
  })
})
