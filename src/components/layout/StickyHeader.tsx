'use client'

import React, { useEffect, useState } from 'react'
import styled from 'styled-components'

import { theme } from '@/styles/theme'

import { SCROLLED_THRESHOLD_PX } from './navigation'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: 1px solid transparent;
  background: transparent;
  transition:
    background 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &[data-scrolled='true'] {
    background: rgba(255, 255, 255, 0.92);
    backdrop-filter: blur(12px);
    -webkit-backdrop-filter: blur(12px);
    box-shadow: ${theme.shadows.header};
    border-bottom-color: ${theme.colors.border};
  }
`

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

/** The sticky bar: opaque with a blur and shadow once the page is scrolled past the threshold (spec §2). */
export function StickyHeader({ children }: { children: React.ReactNode }) {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX)
  return <Bar data-scrolled={scrolled}>{children}</Bar>
}
