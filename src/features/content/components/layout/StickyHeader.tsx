'use client'

import React, { useEffect, useState } from 'react'

import { SCROLLED_THRESHOLD_PX } from './navigation'

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

/**
 * The sticky bar's behaviour: `data-scrolled` once the page is scrolled past the threshold (spec §2).
 * Its look comes from the server (SiteHeader styles it), so no styling code ships to the browser.
 */
export function StickyHeader({ className, children }: { className?: string; children: React.ReactNode }) {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX)
  return (
    <header className={className} data-scrolled={scrolled}>
      {children}
    </header>
  )
}
