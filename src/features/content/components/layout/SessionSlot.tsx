'use client'

import React, { lazy, Suspense } from 'react'

import { useSession } from '@/ui/session'

import { PendingSlotContext } from './CurrentPageLink'

/**
 * What the header shows a visitor (Login) while nobody is signed in. Until the session is known the
 * slot keeps its place, hidden and out of the tab order, so nothing shifts when it appears.
 */
export function LoggedOutSlot({ className, children }: { className?: string; children: React.ReactNode }) {
  const { user, isLoading } = useSession()
  if (user) return null
  return (
    <div className={className} data-pending={isLoading} aria-hidden={isLoading || undefined}>
      <PendingSlotContext.Provider value={isLoading}>{children}</PendingSlotContext.Provider>
    </div>
  )
}

/** What the header shows only once signed in (Profile). */
export function LoggedInOnly({ children }: { children: React.ReactNode }) {
  const { user, isLoading } = useSession()
  return !isLoading && user ? <>{children}</> : null
}

/** Keeps the user menu's place while its code loads. */
const menuPlaceholder = <span aria-hidden="true" style={{ display: 'inline-block', width: 44, height: 44 }} />

// Only signed-in visitors see the user menu: its code (Radix menu and positioning) loads for them alone.
const UserMenu = lazy(() => import('./UserMenu').then((loaded) => ({ default: loaded.UserMenu })))

/** Signed in: the user icon and its dropdown (spec §2). */
export function UserMenuSlot() {
  const { user } = useSession()
  return user ? (
    <Suspense fallback={menuPlaceholder}>
      <UserMenu user={user} />
    </Suspense>
  ) : null
}
