'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import React, { useEffect, useState } from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/components/ui/Button'
import { useSession } from '@/lib/session'
import { media } from '@/styles/theme'

import { NavLink } from './headerStyles'
import { MobileNavDrawer } from './MobileNavDrawer'
import {
  isCurrentRoute,
  LOGIN_LINK,
  NAV_LINKS,
  PROFILE_LINK,
  SCROLLED_THRESHOLD_PX,
  START_FREE_PROGRAM,
} from './navigation'

/** Keeps the user menu's place while its code loads. */
const MenuPlaceholder = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`

// Only signed-in visitors see the user menu: its code (Radix menu and positioning) loads for them alone.
const UserMenu = dynamic(() => import('./UserMenu').then((loaded) => loaded.UserMenu), {
  ssr: false,
  loading: () => <MenuPlaceholder aria-hidden="true" />,
})

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
    box-shadow: ${({ theme }) => theme.shadows.header};
    border-bottom-color: ${({ theme }) => theme.colors.border};
  }
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: 68px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`

const Brand = styled(Link)`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
`

const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`

const LinkList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const HeaderButton = styled(ButtonLink)`
  &[aria-current='page'] {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.background},
      0 0 0 4px ${({ theme }) => theme.colors.primary};
  }
`

/** Keeps the space of the Login button while the session is unknown, so nothing shifts when it appears. */
const AccountSlot = styled.div<{ $pending: boolean }>`
  display: flex;
  align-items: center;
  min-width: 84px;
  justify-content: flex-end;
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};
`

const SmallScreenOnly = styled.div`
  display: flex;
  ${media.lg} {
    display: none;
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

/** The sticky site header (spec §2): brand, links, Start Free Program, Login or the user menu. */
export function SiteHeader({ brandName }: { brandName: string }) {
  const pathname = usePathname()
  const { user, isLoading } = useSession()
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX)
  const loggedIn = isLoading ? null : Boolean(user)
  const current = (href: string) => (isCurrentRoute(pathname, href) ? 'page' : undefined)

  return (
    <Bar data-scrolled={scrolled}>
      <Inner>
        <Brand href="/">{brandName}</Brand>
        <DesktopNav aria-label="Main">
          <LinkList>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} aria-current={current(link.href)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {loggedIn && (
              <li>
                <NavLink href={PROFILE_LINK.href} aria-current={current(PROFILE_LINK.href)}>
                  {PROFILE_LINK.label}
                </NavLink>
              </li>
            )}
          </LinkList>
          <HeaderButton
            href={START_FREE_PROGRAM.href}
            aria-current={current(START_FREE_PROGRAM.href)}
            $size="sm"
          >
            {START_FREE_PROGRAM.label}
          </HeaderButton>
          {!loggedIn && (
            <AccountSlot $pending={loggedIn === null} aria-hidden={loggedIn === null || undefined}>
              <HeaderButton
                href={LOGIN_LINK.href}
                aria-current={current(LOGIN_LINK.href)}
                tabIndex={loggedIn === null ? -1 : undefined}
                $variant="outline"
                $size="sm"
              >
                {LOGIN_LINK.label}
              </HeaderButton>
            </AccountSlot>
          )}
        </DesktopNav>
        {user && <UserMenu user={user} />}
        <SmallScreenOnly>
          <MobileNavDrawer loggedIn={loggedIn} />
        </SmallScreenOnly>
      </Inner>
    </Bar>
  )
}
