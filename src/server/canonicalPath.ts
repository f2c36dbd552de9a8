import { isPagePath } from './paths'

const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}$/
/**
 * Two or more slashes or backslashes at the start: a browser reads a Location of `//evil.com` or
 * `/\evil.com` as another site, so a redirect must never start that way.
 */
const LEADING_SLASHES = /^[/\\]{2,}/
/**
 * What a canonical path never has: a capital, a backslash, a second leading slash, a `.` or `..`
 * segment; a percent sign may start an escape that is not in its normal form.
 */
const MAYBE_NOT_CANONICAL = /[A-Z\\%]|^\/\/|(^|\/)\.\.?(\/|$)/
const SINGLE_DOT = /^(\.|%2e)$/i
const DOUBLE_DOT = /^(\.|%2e){2}$/i
/** Characters RFC 3986 calls unreserved: an escape of one of them means the character itself. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/**
 * Resolves `.` and `..` segments (also written `%2e`) as a browser and Next's router do, so that
 * `/x1/../about` names `/about`, the page it renders.
 */
function withoutDotSegments(pathname: string): string {
  const segments = pathname.split('/').slice(1)
  const kept: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (SINGLE_DOT.test(segment)) {
      if (last) kept.push('')
    } else if (DOUBLE_DOT.test(segment)) {
      kept.pop()
      if (last) kept.push('')
    } else kept.push(segment)
  })
  return `/${kept.join('/')}`
}

/** Escapes of unreserved characters decoded (`%61` is `a`), the others in upper case (`%C3%A9`). */
const normalEscapes = (pathname: string) =>
  pathname.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const character = String.fromCharCode(parseInt(escape.slice(1), 16))
    return UNRESERVED.test(character) ? character : escape.toUpperCase()
  })

/**
 * The registered routes of spec §2 that the admin serves: matched in any case too. The rest of
 * Payload's admin keeps its case (a document's id may hold capitals).
 */
const ADMIN_ROUTES: ReadonlySet<string> = new Set(['/admin', '/admin/import'])

/** Keeps percent-escapes as they are, so `%C3%A9` never loops. */
function lowercasePagePath(pathname: string): string {
  const lower = pathname.toLowerCase()
  if (ADMIN_ROUTES.has(lower)) return lower
  if (!isPagePath(pathname)) return pathname
  return pathname
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part) => (PERCENT_ESCAPE.test(part) ? part : part.toLowerCase()))
    .join('')
}

/**
 * The path a request is redirected to, or null when it is already canonical: leading slashes and
 * backslashes collapse to one (redirects never leave the site), backslashes are slashes (as
 * browsers read them), `.` and `..` segments are resolved, percent-escapes take their normal form,
 * and route matching is case-insensitive (spec §2), so a page path with upper-case letters goes to
 * its lower-case form, as do `/admin` and `/admin/import`. Payload's API and the rest of its admin,
 * Next's assets and files keep their case. Every
 * path thus has one spelling, which is also the page cache's key (docs/security.md).
 */
export function canonicalRedirectPath(pathname: string): string | null {
  if (!MAYBE_NOT_CANONICAL.test(pathname)) return null
  const slashes = pathname.replace(LEADING_SLASHES, '/').replace(/\\/g, '/')
  const resolved = withoutDotSegments(normalEscapes(withoutDotSegments(slashes)))
  // Resolving `/a/..//evil.com` leaves `//evil.com`: collapsed once more
  const canonical = lowercasePagePath(resolved.replace(LEADING_SLASHES, '/'))
  return canonical === pathname ? null : canonical
}
