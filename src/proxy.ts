import { NextResponse, type NextRequest } from 'next/server'

import { lowercaseRedirectPath } from './lib/lowercasePath'
import { createNonce, securityHeaders } from './lib/securityHeaders'

const production = process.env.NODE_ENV === 'production'
const https = (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https://')

/**
 * Runs before every page and API answer:
 * - case-insensitive routes: `/About` redirects to `/about` (spec §2);
 * - the security headers, with a fresh script nonce per request. Next reads the nonce from the
 *   request's Content-Security-Policy header and puts it on its own scripts.
 */
export function proxy(request: NextRequest) {
  const target = lowercaseRedirectPath(request.nextUrl.pathname)
  const headers = securityHeaders({ nonce: createNonce(), production, https })
  let response: NextResponse
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    response = NextResponse.redirect(url, 308)
  } else {
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'])
    response = NextResponse.next({ request: { headers: requestHeaders } })
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Everything but Next's static assets; lowercaseRedirectPath itself leaves the API, the admin and files alone.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
