import { NextResponse, type NextRequest } from 'next/server'

import { lowercaseRedirectPath } from './lib/lowercasePath'
import { cachedPage, createPageCacheRuntime, isFillRequest } from './lib/pageCache/fillPage'
import { isCacheablePageRequest, withNonce } from './lib/pageCache/pageCache'
import { createNonce, securityHeaders } from './lib/securityHeaders'

const production = process.env.NODE_ENV === 'production'
const https = (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https://')
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 60)
const pageCache =
  production && pageCacheSeconds > 0
    ? createPageCacheRuntime(pageCacheSeconds, process.env.PORT ?? '3000')
    : null

/**
 * Runs before every page and API answer:
 * - case-insensitive routes: `/About` redirects to `/about` (spec §2);
 * - the security headers, with a fresh script nonce per request. Next reads the nonce from the
 *   request's Content-Security-Policy header and puts it on its own scripts;
 * - anonymous page views from the page cache, with this answer's nonce swapped in.
 */
export async function proxy(request: NextRequest) {
  const target = lowercaseRedirectPath(request.nextUrl.pathname)
  const nonce = createNonce()
  const headers = securityHeaders({ nonce, production, https })
  let response: NextResponse | null = null
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    response = NextResponse.redirect(url, 308)
  } else if (pageCache && !isFillRequest(pageCache, request.headers) && isCacheablePage(request)) {
    const result = await cachedPage(pageCache, request.nextUrl.pathname)
    if (result) {
      response = new NextResponse(withNonce(result.page, nonce), { headers: result.page.headers })
      response.headers.set('X-Page-Cache', result.status)
    }
  }
  if (!response) {
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'])
    response = NextResponse.next({ request: { headers: requestHeaders } })
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

const isCacheablePage = (request: NextRequest) =>
  isCacheablePageRequest({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: request.headers,
  })

export const config = {
  // Everything but Next's static assets; lowercaseRedirectPath itself leaves the API, the admin and files alone.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
