'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import React from 'react'
import styled, { keyframes } from 'styled-components'

import { ButtonLink } from '@/ui/ButtonLink'

import { IconButton, NavLink, NavLinkList } from './headerStyles'
import { CloseIcon } from './icons'
import { LinkItems } from './LinkItems'
import { ariaCurrent, LOGIN_LINK, mainLinks, START_FREE_PROGRAM } from './navigation'
import { viewportLayer } from '@/styles/mixins'
import { theme } from '@/styles/theme'

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`

const Overlay = styled(Dialog.Overlay)`
  ${viewportLayer(60)}
  background: rgba(28, 27, 25, 0.45);
`

const Drawer = styled(Dialog.Content)`
  position: fixed;
  z-index: 61;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  width: min(320px, 85vw);
  padding: ${theme.space(5)};
  overflow-y: auto;
  background: ${theme.colors.surface};
  box-shadow: -8px 0 24px rgba(28, 27, 25, 0.15);
  animation: ${slideIn} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`

export type NavDrawerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the drawer closes: the button that opened it. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>
  /** null while the session is unknown: neither Login nor Profile is offered yet. */
  loggedIn: boolean | null
}

/** The drawer itself (Radix dialog: focus trapped, Escape closes), loaded the first time it opens. */
export default function NavDrawerDialog({
  open,
  onOpenChange,
  returnFocusTo,
  loggedIn,
}: NavDrawerDialogProps) {
  const pathname = usePathname()
  const close = () => onOpenChange(false)
  const current = (href: string) => ariaCurrent(pathname, href)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Drawer
          id="site-nav-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <DrawerHeader>
            <Title>Menu</Title>
            <Dialog.Close asChild>
              <IconButton aria-label="Close menu">
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </DrawerHeader>
          <Nav aria-label="Mobile">
            <NavLinkList $column>
              <LinkItems links={mainLinks(loggedIn)} as={NavLink} pathname={pathname} onNavigate={close} />
            </NavLinkList>
            <ButtonLink
              href={START_FREE_PROGRAM.href}
              aria-current={current(START_FREE_PROGRAM.href)}
              onClick={close}
              $block
            >
              {START_FREE_PROGRAM.label}
            </ButtonLink>
            {loggedIn === false && (
              <ButtonLink
                href={LOGIN_LINK.href}
                aria-current={current(LOGIN_LINK.href)}
                onClick={close}
                $variant="outline"
                $block
              >
                {LOGIN_LINK.label}
              </ButtonLink>
            )}
          </Nav>
        </Drawer>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
