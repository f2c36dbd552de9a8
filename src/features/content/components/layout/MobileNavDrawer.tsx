'use client'

import React, { lazy, Suspense, useRef, useState } from 'react'

import { useSession } from '@/ui/session'

import { MenuIcon } from './icons'

// The dialog code (Radix, focus trap, scroll lock) is fetched when a visitor reaches for the menu,
// not with every page: most visitors on large screens never open it.
const loadDrawer = () => import('./NavDrawerDialog')
const NavDrawerDialog = lazy(loadDrawer)

/**
 * Small screens: the header links in a right-hand drawer that closes when a link is chosen.
 * `className` styles the Open menu button (the server styles it, see SiteHeader).
 */
export function MobileNavDrawer({ className }: { className?: string }) {
  const { user, isLoading } = useSession()
  const loggedIn = isLoading ? null : Boolean(user)
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDrawer()

  return (
    <>
      <button
        type="button"
        className={className}
        ref={triggerRef}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <NavDrawerDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={triggerRef}
            loggedIn={loggedIn}
          />
        </Suspense>
      )}
    </>
  )
}
