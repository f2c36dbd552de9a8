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

/** The header style changes once the page is scrolled more than this (spec §9). */
export const SCROLLED_THRESHOLD_PX = 20

/** A link is current on its own path and on the paths below it (`/one-on-one/checkout`). */
export function isCurrentRoute(pathname: string | null, href: string): boolean {
  if (!pathname) return false
  return pathname === href || pathname.startsWith(`${href}/`)
}
