/** The path and query of a request target. */
export type ParsedPath = { pathname: string; search: string }

/** Served by Payload (its API and admin) and by Next itself (its assets): never the site's pages. */
const PAYLOAD_PATH = /^\/(api|admin)(\/|$)/i
const NEXT_PATH = /^\/_next(\/|$)/i
/** The last segment has an extension: a file (robots.txt, /images/hero.webp, a build chunk). */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/

/** The path and query of an origin-form request target (`/about?tab=1`), or null for any other form. */
export function parsePath(url: string | undefined): ParsedPath | null {
  if (!url?.startsWith('/')) return null
  const queryAt = url.indexOf('?')
  return queryAt === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, queryAt), search: url.slice(queryAt) }
}

/** A page of the site: not Payload's, not Next's own, not a file. */
export const isPagePath = (pathname: string): boolean =>
  !PAYLOAD_PATH.test(pathname) && !NEXT_PATH.test(pathname) && !FILE_PATH.test(pathname)

/** A static file: one of Next's build assets or a file outside Payload's paths (public/, robots.txt). */
export const isStaticFilePath = (pathname: string): boolean =>
  pathname.startsWith('/_next/static/') || (FILE_PATH.test(pathname) && !PAYLOAD_PATH.test(pathname))

/**
 * Pages that read their query string (a checkout session, a reset token, a redirect target, the
 * password form's flag): rendered per request, never cached. Every other page ignores its query
 * string, so a newsletter's `?utm_source=...` link is the cached page.
 */
/** A booking's own page (/bookings/<signed token>): its state changes with each action, so it is never cached. */
export const isPerBookingPage = (pathname: string): boolean => /^\/bookings\//i.test(pathname)

export const QUERY_READING_PAGES: ReadonlySet<string> = new Set([
  '/booking-success',
  '/one-on-one/checkout',
  '/profile',
  '/login',
  '/signup',
  '/reset-password',
  '/forgot-password',
])
