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
