'use client'

import { usePathname } from 'next/navigation'
import React, { createContext, useContext } from 'react'

import { Link } from '@/ui/Link'

import { ariaCurrent } from './navigation'

/** True inside a slot kept hidden while the session is unknown: its links leave the tab order. */
export const PendingSlotContext = createContext(false)

type CurrentPageLinkProps = {
  href: string
  className?: string
  children: React.ReactNode
}

/**
 * A header link marked `aria-current="page"` on its route. Behaviour only: the server styles it
 * (`styled(CurrentPageLink)`), so the header ships no styling code.
 */
export function CurrentPageLink({ href, className, children }: CurrentPageLinkProps) {
  const pathname = usePathname()
  const pending = useContext(PendingSlotContext)
  return (
    <Link
      href={href}
      className={className}
      aria-current={ariaCurrent(pathname, href)}
      tabIndex={pending ? -1 : undefined}
    >
      {children}
    </Link>
  )
}
