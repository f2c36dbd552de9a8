'use client'

import dynamic from 'next/dynamic'
import React, { useSyncExternalStore } from 'react'

import { getToasts, subscribe } from './toastStore'

// Radix Toast and its styles are fetched with the first toast, not with every page: most visits raise none.
const Toaster = dynamic(() => import('./Toaster').then((loaded) => loaded.Toaster), { ssr: false })

const hasToasts = () => getToasts().length > 0
const noToastsOnServer = () => false

/** Mounts the Toaster while the store holds a toast (a dismissed one stays there for TOAST_REMOVE_DELAY). */
export function LazyToaster() {
  const anyToast = useSyncExternalStore(subscribe, hasToasts, noToastsOnServer)
  return anyToast ? <Toaster /> : null
}
