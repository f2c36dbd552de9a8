/**
 * The public pages of spec §2 for the sitemap (CMS pages served by `[slug]` are added from the
 * CMS). Left out: /profile and /admin/import (signed-in only) and /booking-success (it redirects
 * without a payment session).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/programs',
  '/how-to-let-go',
  '/crash-course',
  '/business',
  '/creatives',
  '/neuroscience',
  '/inventions',
  '/furniture',
  '/writings',
  '/animations',
  '/architecture',
  '/landscapes',
  '/music',
  '/drawings',
  '/visions',
  '/bloodies',
  '/self-portraits',
  '/photography',
  '/poetry',
  '/songs',
  '/political-cartoons',
  '/witticisms',
  '/one-on-one',
  '/one-on-one/checkout',
  '/the-potential-neuroscience-of-repressed-emotion',
  '/live-seminars',
  '/recordings',
  '/login',
  '/signup',
] as const

/** The static routes plus the CMS pages, each once, in a stable order. */
export function sitemapPaths(cmsSlugs: readonly string[]): string[] {
  const paths = new Set<string>(PUBLIC_ROUTES)
  for (const slug of cmsSlugs) paths.add(`/${slug.toLowerCase()}`)
  return [...paths]
}

/** A CMS page's address under `/`: lower-case letters, digits and hyphens, up to 100. */
export const ROUTE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * The first path segments the site's own routes take (src/app/(frontend), its route groups'
 * pages, and what the server answers itself): a gallery or text there would never be shown.
 * tests/unit/content-pages/route-slugs.test.ts holds the list to the app's folders.
 */
export const RESERVED_ROUTE_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'admin',
  'api',
  'booking-success',
  'bookings',
  'business',
  'crash-course',
  'creatives',
  'forgot-password',
  'furniture',
  'how-to-let-go',
  'inventions',
  'live-seminars',
  'login',
  'neuroscience',
  'one-on-one',
  'poetry',
  'profile',
  'programs',
  'recordings',
  'reset-password',
  'signup',
  'writings',
])
