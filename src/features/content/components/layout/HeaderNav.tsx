import React from 'react'
import styled from 'styled-components'

import { buttonClassName } from '@/ui/Button'
import { media, theme } from '@/styles/theme'

import { CurrentPageLink } from './CurrentPageLink'
import { iconButtonStyles, navLinkStyles, NavLinkList } from './headerStyles'
import { MobileNavDrawer } from './MobileNavDrawer'
import { LOGIN_LINK, NAV_LINKS, PROFILE_LINK, START_FREE_PROGRAM } from './navigation'
import { LoggedInOnly, LoggedOutSlot, UserMenuSlot } from './SessionSlot'

/*
 * A server component: the header's look is rendered here, and the client leaves it styles
 * (CurrentPageLink, LoggedOutSlot, MobileNavDrawer) keep only their behaviour, so the code every
 * page loads carries no styling runtime.
 */

const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
`

const NavLink = styled(CurrentPageLink)`
  ${navLinkStyles}
`

/** Start Free Program and Login: button-looking links, ringed on their own route. */
const HeaderButton = styled(CurrentPageLink)`
  &[aria-current='page'] {
    box-shadow:
      0 0 0 2px ${theme.colors.background},
      0 0 0 4px ${theme.colors.primary};
  }
`

/** Keeps the space of the Login button while the session is unknown, so nothing shifts when it appears. */
const AccountSlot = styled(LoggedOutSlot)`
  display: flex;
  align-items: center;
  min-width: 84px;
  justify-content: flex-end;
  &[data-pending='true'] {
    visibility: hidden;
  }
`

const SmallScreenOnly = styled.div`
  display: flex;
  ${media.lg} {
    display: none;
  }
`

const MenuButton = styled(MobileNavDrawer)`
  ${iconButtonStyles}
`

/** The header's links (the current route highlighted), Start Free Program, Login or the user menu, and the drawer. */
export function HeaderNav() {
  return (
    <>
      <DesktopNav aria-label="Main">
        <NavLinkList>
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href}>{link.label}</NavLink>
            </li>
          ))}
          <LoggedInOnly>
            <li>
              <NavLink href={PROFILE_LINK.href}>{PROFILE_LINK.label}</NavLink>
            </li>
          </LoggedInOnly>
        </NavLinkList>
        <HeaderButton href={START_FREE_PROGRAM.href} className={buttonClassName({ $size: 'sm' })}>
          {START_FREE_PROGRAM.label}
        </HeaderButton>
        <AccountSlot>
          <HeaderButton
            href={LOGIN_LINK.href}
            className={buttonClassName({ $variant: 'outline', $size: 'sm' })}
          >
            {LOGIN_LINK.label}
          </HeaderButton>
        </AccountSlot>
      </DesktopNav>
      <UserMenuSlot />
      <SmallScreenOnly>
        <MenuButton />
      </SmallScreenOnly>
    </>
  )
}
