import { isPagePath } from './paths'

const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}$/

/**
 * Route matching is case-insensitive (spec §2): a page path with upper-case letters answers with
 * a redirect to its lower-case form. Returns that form, or null when the path is already canonical
 * or must keep its case (Payload's API and admin, Next's assets and files). Percent-escapes are left alone, so `%C3%A9` never loops.
 */
export function lowercaseRedirectPath(pathname: string): string | null {
  if (!isPagePath(pathname)) return null
  const lowered = pathname
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part) => (PERCENT_ESCAPE.test(part) ? part : part.toLowerCase()))
    .join('')
  return lowered === pathname ? null : lowered
}
