import { NextResponse, type NextRequest } from 'next/server'

import { lowercaseRedirectPath } from './lib/lowercasePath'

/** Case-insensitive routes: `/About` redirects to `/about` (spec §2). */
export function proxy(request: NextRequest) {
  const target = lowercaseRedirectPath(request.nextUrl.pathname)
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Page paths only (no API, admin, Next assets or files); the function re-checks the exclusions.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/)[^.]*)'],
}
