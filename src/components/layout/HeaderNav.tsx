'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/components/ui/Button'
import { useSession } from '@/lib/session'
import { media, theme } from '@/styles/theme'

import { NavLink, NavLinkList } from './headerStyles'
import { MobileNavDrawer } from './MobileNavDrawer'
import { LinkItems } from './LinkItems'
import { ariaCurrent, LOGIN_LINK, mainLinks, START_FREE_PROGRAM } from './navigation'

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

const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
`

const HeaderButton = styled(ButtonLink)`
  &[aria-current='page'] {
    box-shadow:
      0 0 0 2px ${theme.colors.background},
      0 0 0 4px ${theme.colors.primary};
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

/** The header's links (the current route highlighted), Start Free Program, Login or the user menu, and the drawer. */
export function HeaderNav() {
  const pathname = usePathname()
  const { user, isLoading } = useSession()
  const loggedIn = isLoading ? null : Boolean(user)
  const current = (href: string) => ariaCurrent(pathname, href)

  return (
    <>
      <DesktopNav aria-label="Main">
        <NavLinkList>
          <LinkItems links={mainLinks(loggedIn)} as={NavLink} pathname={pathname} />
        </NavLinkList>
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
    </>
  )
}
