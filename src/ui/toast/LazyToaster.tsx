'use client'

import React, { lazy, Suspense, useSyncExternalStore } from 'react'

import { getToasts, subscribe } from './toastStore'

// Radix Toast and its styles are fetched with the first toast, not with every page: most visits raise none.
const Toaster = lazy(() => import('./Toaster').then((loaded) => ({ default: loaded.Toaster })))

const hasToasts = () => getToasts().length > 0
const noToastsOnServer = () => false

/** Mounts the Toaster while the store holds a toast (a dismissed one stays there for TOAST_REMOVE_DELAY). */
export function LazyToaster() {
  const anyToast = useSyncExternalStore(subscribe, hasToasts, noToastsOnServer)
  return anyToast ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
