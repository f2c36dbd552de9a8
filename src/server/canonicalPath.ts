import { isPagePath } from './paths'

const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}$/
/**
 * Two or more slashes or backslashes at the start: a browser reads a Location of `//evil.com` or
 * `/\evil.com` as another site, so a redirect must never start that way.
 */
const LEADING_SLASHES = /^[/\\]{2,}/
/** What a canonical path never has: a capital, a backslash, a second leading slash. */
const MAYBE_NOT_CANONICAL = /[A-Z\\]|^\/\//

/** Keeps percent-escapes as they are, so `%C3%A9` never loops. */
function lowercasePagePath(pathname: string): string {
  if (!isPagePath(pathname)) return pathname
  return pathname
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part) => (PERCENT_ESCAPE.test(part) ? part : part.toLowerCase()))
    .join('')
}

/**
 * The path a request is redirected to, or null when it is already canonical: leading slashes and
 * backslashes collapse to one (redirects never leave the site), and route matching is
 * case-insensitive (spec §2), so a page path with upper-case letters goes to its lower-case form.
 * Payload's API and admin, Next's assets and files keep their case.
 */
export function canonicalRedirectPath(pathname: string): string | null {
  if (!MAYBE_NOT_CANONICAL.test(pathname)) return null
  const canonical = lowercasePagePath(pathname.replace(LEADING_SLASHES, '/'))
  return canonical === pathname ? null : canonical
}
