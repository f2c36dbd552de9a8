import Link from 'next/link'
import React from 'react'
import styled from 'styled-components'

import { media, theme } from '@/styles/theme'

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

const Brand = styled(Link)`
  margin-right: auto;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
`

/** The sticky site header (spec §2): brand, links, Start Free Program, Login or the user menu. */
export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <StickyHeader>
      <Inner>
        <Brand href="/">{brandName}</Brand>
        <HeaderNav />
      </Inner>
    </StickyHeader>
  )
}
