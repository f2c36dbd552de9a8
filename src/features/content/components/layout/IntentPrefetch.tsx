'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { intentPrefetchPath } from './intentPrefetch'

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Prefetches a page when the visitor shows they may open it (pointer over, focus or touch on its
 * link), once per page. The site's links do not prefetch on sight (see ui/Link); one listener on the
 * document covers all of them, the server-rendered ones included.
 */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    const prefetched = new Set<string>()
    const prefetchIntended = (event: Event) => {
      const path = intentPrefetchPath(event.target, window.location)
      if (!path || prefetched.has(path)) return
      prefetched.add(path)
      router.prefetch(path)
    }
    const options = { capture: true, passive: true }
    for (const type of INTENT_EVENTS) document.addEventListener(type, prefetchIntended, options)
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetchIntended, options)
    }
  }, [router])
  return null
}
