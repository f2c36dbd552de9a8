import { createHash } from 'node:crypto'

import { bumpContentGeneration, contentGeneration } from '@/platform/cache/contentGeneration'
import { nonceFromPolicy } from '@/server/pageCache/fillPage'
import { headerWithoutNonce, toHashedPage } from '@/server/pageCache/hashedPage'
import {
  isCacheablePageRequest,
  matchesETag,
  PageCache,
  preferredEncoding,
  type CachedPage,
} from '@/server/pageCache/pageCache'

const request = (pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) => ({
  method: init.method ?? 'GET',
  pathname,
  // Lower-case names, as Node's IncomingMessage gives them
  headers: { ...init.headers },
})

const page = (html: string, storedAt = 0): CachedPage => ({
  status: 200,
  bodies: { identity: Buffer.from(html), gzip: Buffer.from(''), br: Buffer.from('') },
  etag: '"x"',
  contentSecurityPolicy: '',
  headers: { 'content-type': 'text/html; charset=utf-8' },
  generation: contentGeneration(),
  storedAt,
})

const text = (cached: CachedPage | null) => cached?.bodies.identity.toString()

describe('isCacheablePageRequest', () => {
  it('accepts an anonymous GET or HEAD of a page, whatever it accepts', () => {
    expect(isCacheablePageRequest(request('/programs'))).toBe(true)
    expect(isCacheablePageRequest(request('/programs', { headers: { accept: '*/*' } }))).toBe(true)
    expect(isCacheablePageRequest(request('/', { method: 'HEAD' }))).toBe(true)
    expect(isCacheablePageRequest(request('/', { headers: { cookie: 'theme=dark' } }))).toBe(true)
  })

  it('refuses signed-in visitors, pages that read their query, other methods, the API, the admin, files and RSC requests', () => {
    expect(
      isCacheablePageRequest(request('/programs', { headers: { cookie: 'a=1; payload-token=x' } })),
    ).toBe(false)
    for (const path of ['/booking-success', '/one-on-one/checkout', '/profile', '/login', '/signup']) {
      expect(isCacheablePageRequest(request(path))).toBe(false)
    }
    expect(isCacheablePageRequest(request('/reset-password'))).toBe(false)
    expect(isCacheablePageRequest(request('/forgot-password'))).toBe(false)
    // A booking's page changes with each action taken on it
    expect(isCacheablePageRequest(request('/bookings/7.abc.0123456789abcdef0123456789abcdef'))).toBe(false)
    expect(isCacheablePageRequest(request('/programs', { method: 'POST' }))).toBe(false)
    expect(isCacheablePageRequest(request('/api/seminar-events'))).toBe(false)
    expect(isCacheablePageRequest(request('/admin/login'))).toBe(false)
    expect(isCacheablePageRequest(request('/robots.txt'))).toBe(false)
    expect(isCacheablePageRequest(request('/programs', { headers: { rsc: '1' } }))).toBe(false)
    expect(isCacheablePageRequest(request('/programs', { headers: { 'next-router-prefetch': '1' } }))).toBe(
      false,
    )
  })
})

describe('toHashedPage', () => {
  const NONCE = 'OLD+nonce/=='
  const rendered = [
    '<html><head>',
    `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/a.js"/>`,
    `<script src="/_next/a.js" async="" nonce="${NONCE}"></script>`,
    `<script src="/_next/b.js" noModule="" nonce="${NONCE}"></script>`,
    `</head><body><script nonce="${NONCE}">self.__next_f.push([1,"{\\"nonce\\":\\"${NONCE}\\"}"])</script>`,
    '</body></html>',
  ].join('')
  const hashed = toHashedPage(rendered, NONCE)

  it('leaves no trace of the nonce and no script preload', () => {
    expect(hashed.html).not.toContain(NONCE)
    expect(hashed.html).not.toContain('nonce=')
    expect(hashed.html).not.toContain('rel="preload"')
  })

  it('loads the external scripts from one inline loader, with their attributes', () => {
    expect(hashed.html).not.toMatch(/<script src=/)
    expect(hashed.html).toContain(
      '[[["src","/_next/a.js"],["async",""]],[["src","/_next/b.js"],["noModule",""]]]',
    )
  })

  it('adds the scripts at once, in their order and with their attributes, when it runs', () => {
    const loader = [...hashed.html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map(([, body]) => body)
      .find((body) => body.includes('createElement'))!
    type StandInElement = { tag: string; attributes: Record<string, string> }
    const head: StandInElement[] = []
    const document = {
      head: { appendChild: (element: StandInElement) => head.push(element) },
      createElement: (tag: string) => {
        const element: StandInElement = { tag, attributes: {} }
        return Object.assign(element, {
          setAttribute: (name: string, value: string) => (element.attributes[name] = value),
        })
      },
    }
    new Function('document', loader)(document)
    expect(head.map(({ tag, attributes }) => ({ tag, attributes }))).toEqual([
      { tag: 'script', attributes: { src: '/_next/a.js', async: '' } },
      { tag: 'script', attributes: { src: '/_next/b.js', noModule: '' } },
    ])
  })

  it('lists the sha256 of every inline script', () => {
    const bodies = [...hashed.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body)
    expect(bodies).toHaveLength(2)
    expect(hashed.scriptHashes).toEqual(
      bodies.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`),
    )
  })

  it('drops the nonce from a repeated Link header', () => {
    expect(
      headerWithoutNonce(`</font.woff2>; rel=preload; as="font"; nonce="${NONCE}"; type="font/woff2"`, NONCE),
    ).toBe('</font.woff2>; rel=preload; as="font"; type="font/woff2"')
  })
})

describe('encodings and validators', () => {
  it('prefers brotli, then gzip, unless refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(preferredEncoding(undefined)).toBe('identity')
    expect(preferredEncoding('identity')).toBe('identity')
  })

  it('matches an ETag in If-None-Match, weak or listed', () => {
    expect(matchesETag('"abc"', '"abc"')).toBe(true)
    expect(matchesETag('W/"abc"', '"abc"')).toBe(true)
    expect(matchesETag('"x", "abc"', '"abc"')).toBe(true)
    expect(matchesETag('*', '"abc"')).toBe(true)
    expect(matchesETag('"x"', '"abc"')).toBe(false)
    expect(matchesETag(undefined, '"abc"')).toBe(false)
  })

  it('reads the script nonce of a policy', () => {
    expect(nonceFromPolicy("script-src 'self' 'nonce-ab+c/d==' 'strict-dynamic'")).toBe('ab+c/d==')
    expect(nonceFromPolicy("script-src 'self'")).toBeNull()
    expect(nonceFromPolicy(null)).toBeNull()
  })
})

describe('PageCache', () => {
  it('keeps a page for the time to live', () => {
    const cache = new PageCache(60_000)
    cache.set('/about', page('about', 1_000))
    expect(text(cache.get('/about', 60_999))).toBe('about')
    expect(cache.get('/about', 61_000)).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('drops every page when the content generation changes', () => {
    const cache = new PageCache(60_000)
    cache.set('/about', page('about'))
    cache.set('/programs', page('programs'))
    expect(text(cache.get('/about', 0))).toBe('about')
    bumpContentGeneration()
    expect(cache.get('/about', 0)).toBeNull()
    expect(cache.get('/programs', 0)).toBeNull()
  })

  it('evicts the least recently used page beyond its size', () => {
    const cache = new PageCache(60_000, 2)
    cache.set('/a', page('a'))
    cache.set('/b', page('b'))
    cache.get('/a', 0)
    cache.set('/c', page('c'))
    expect(cache.get('/b', 0)).toBeNull()
    expect(text(cache.get('/a', 0))).toBe('a')
    expect(text(cache.get('/c', 0))).toBe('c')
  })
})
