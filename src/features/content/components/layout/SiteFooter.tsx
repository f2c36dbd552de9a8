import React from 'react'
import styled from 'styled-components'

import type { SiteSetting } from '@/payload-types'
import { bareList } from '@/styles/mixins'
import { media, theme } from '@/styles/theme'

import { LinkItems } from './LinkItems'
import { FOOTER_LINKS } from './navigation'

const Footer = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
`

const Inner = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space(12)} ${theme.space(4)}`};
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr;
    padding: ${`${theme.space(12)} ${theme.space(6)}`};
  }
`

const Brand = styled.p`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`

const Description = styled.p`
  max-width: 48ch;
  color: ${theme.colors.textMuted};
`

const ColumnTitle = styled.h2`
  margin-bottom: ${theme.space(3)};
  font-size: ${theme.fontSizes.md};
`

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  ${bareList}
  a {
    display: inline-block;
    padding: ${theme.space(1)} 0;
    color: ${theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 3px;
    text-decoration-color: ${theme.colors.border};
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration-color: currentColor;
  }
`

const BottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(3)};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space(5)} ${theme.space(4)}`};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  ${media.md} {
    padding: ${`${theme.space(5)} ${theme.space(6)}`};
  }
  p {
    margin: 0;
  }
`

const Legal = styled.ul`
  display: flex;
  gap: ${theme.space(4)};
  ${bareList}
`

type SiteFooterProps = Pick<SiteSetting, 'brandName' | 'footerDescription' | 'socialLinks'>

/** The site footer (spec §2): site links, social profiles, copyright, legal entries. */
export function SiteFooter({ brandName, footerDescription, socialLinks }: SiteFooterProps) {
  const year = new Date().getFullYear()
  return (
    <Footer>
      <Inner>
        <div>
          <Brand>{brandName}</Brand>
          <Description>{footerDescription}</Description>
        </div>
        <nav aria-label="Footer">
          <ColumnTitle>Explore</ColumnTitle>
          <List>
            <LinkItems links={FOOTER_LINKS} />
          </List>
        </nav>
        <div>
          <ColumnTitle>Follow</ColumnTitle>
          <List>
            {(socialLinks ?? []).map((social) => (
              <li key={social.id ?? social.url}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" title="Opens in a new tab">
                  {social.label}
                </a>
              </li>
            ))}
          </List>
        </div>
      </Inner>
      <BottomRow>
        <p>
          © {year} {brandName}. All rights reserved.
        </p>
        {/* The spec lists these entries but gives them no target: plain text, not dead links. */}
        <Legal>
          <li>Privacy Policy</li>
          <li>Terms of Service</li>
        </Legal>
      </BottomRow>
    </Footer>
  )
}
