import React from 'react'

import { Link } from '@/ui/Link'

import { ariaCurrent, type SiteLink } from './navigation'

type LinkItemsProps = {
  links: readonly SiteLink[]
  /** The link element: a plain `Link` (the footer), or the header's `NavLink`. */
  as?: React.ElementType
  /** The current route: its link is marked `aria-current="page"`. */
  pathname?: string | null
  /** Called when a link is chosen (the drawer closes). */
  onNavigate?: () => void
}

/** The `<li>` items of a list of site links; the header bar, the drawer and the footer list theirs with it. */
export function LinkItems({ links, as: LinkElement = Link, pathname = null, onNavigate }: LinkItemsProps) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <LinkElement href={link.href} aria-current={ariaCurrent(pathname, link.href)} onClick={onNavigate}>
            {link.label}
          </LinkElement>
        </li>
      ))}
    </>
  )
}
