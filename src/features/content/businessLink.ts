import type { Business } from '@/payload-types'

/** What an active business card offers (spec §4): its site, or a Coming Soon / No Site badge. */
export type BusinessLink = { kind: 'site'; url: string } | { kind: 'coming-soon' } | { kind: 'no-site' }

/**
 * A business with a URL (and not held back as coming soon) links to its site. Without one it shows
 * Coming Soon if it is upcoming or marked coming soon, otherwise No Site.
 */
export function businessLink(business: Pick<Business, 'url' | 'status' | 'comingSoon'>): BusinessLink {
  const url = business.url?.trim()
  if (url && !business.comingSoon) return { kind: 'site', url }
  if (business.status === 'upcoming' || business.comingSoon) return { kind: 'coming-soon' }
  return { kind: 'no-site' }
}
