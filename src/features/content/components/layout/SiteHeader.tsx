import React from 'react'
import styled from 'styled-components'

import { media, theme } from '@/styles/theme'

import { CurrentPageLink } from './CurrentPageLink'
import { HeaderNav } from './HeaderNav'
import { StickyHeader } from './StickyHeader'

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  max-width: ${theme.maxWidth};
  min-height: 68px;
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  ${media.md} {
    padding: 0 ${theme.space(6)};
  }
`

/** The owner's name, the header's link to / (spec §2), highlighted there as the other links are on theirs. */
const Brand = styled(CurrentPageLink)`
  margin-right: auto;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    color: ${theme.colors.primary};
  }
`

/** The bar's look; StickyHeader (a client leaf) only sets `data-scrolled`. */
const Bar = styled(StickyHeader)`
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

/** The sticky site header (spec §2): brand, links, Start Free Program, Login or the user menu. */
export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <Bar>
      <Inner>
        <Brand href="/">{brandName}</Brand>
        <HeaderNav />
      </Inner>
    </Bar>
  )
}
