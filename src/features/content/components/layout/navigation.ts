export type SiteLink = { readonly href: string; readonly label: string }

/** The header's links (spec §2), shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/programs', label: 'Programs' },
  { href: '/live-seminars', label: 'Live Seminars' },
  { href: '/one-on-one', label: '1-on-1 Session' },
] as const

export const START_FREE_PROGRAM = { href: '/crash-course', label: 'Start Free Program' } as const
export const LOGIN_LINK = { href: '/login', label: 'Login' } as const
export const PROFILE_LINK = { href: '/profile', label: 'Profile' } as const

/** The header's links for a visitor: Profile joins them once signed in. */
export const mainLinks = (loggedIn: boolean | null): readonly SiteLink[] =>
  loggedIn ? [...NAV_LINKS, PROFILE_LINK] : NAV_LINKS

/** The footer's Explore column (spec §2): the header's About and Programs, then two more. */
export const FOOTER_LINKS = [
  ...NAV_LINKS.slice(0, 2),
  { href: '/how-to-let-go', label: 'How to Let Go' },
  { href: '/neuroscience', label: 'Neuroscience' },
] as const

/** The header style changes once the page is scrolled more than this (spec §9). */
export const SCROLLED_THRESHOLD_PX = 20

/** `aria-current` of a link to `href`: `'page'` on its route (see isCurrentRoute). */
export const ariaCurrent = (pathname: string | null, href: string) =>
  isCurrentRoute(pathname, href) ? ('page' as const) : undefined

/** A link is current on its own path and on the paths below it (`/one-on-one/checkout`). */
export function isCurrentRoute(pathname: string | null, href: string): boolean {
  if (!pathname) return false
  return pathname === href || pathname.startsWith(`${href}/`)
}
