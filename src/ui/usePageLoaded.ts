'use client'

import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/**
 * True once the page has finished loading (the window's load event). Media that is not needed for
 * the first paint (the audio players' metadata) waits for it, so it never competes
 * with the page's own scripts, styles and pictures.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  )
}
