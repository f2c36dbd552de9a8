'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import React from 'react'
import styled, { css } from 'styled-components'

import { Link } from '@/ui/Link'
import type { CurrentUser } from '@/ui/session'

import { IconButton } from './headerStyles'
import { UserIcon } from './icons'
import { PROFILE_LINK } from './navigation'
import { useLogout } from './useLogout'
import { theme } from '@/styles/theme'

const Content = styled(DropdownMenu.Content)`
  z-index: 70;
  min-width: 200px;
  padding: ${theme.space(1)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

const Label = styled(DropdownMenu.Label)`
  padding: ${`${theme.space(2)} ${theme.space(3)}`};
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${theme.space(1)} 0;
  background: ${theme.colors.border};
`

const itemStyles = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: ${`0 ${theme.space(3)}`};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${theme.colors.surfaceMuted};
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`

const Item = styled(DropdownMenu.Item)`
  ${itemStyles}
`

/** Logged in: a user icon that opens the name (or e-mail), Profile and Logout (spec §2). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton aria-label="User menu">
          <UserIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={8}>
          <Label>{user.name || user.email}</Label>
          <Separator />
          <Item asChild>
            <Link href={PROFILE_LINK.href}>{PROFILE_LINK.label}</Link>
          </Item>
          <Item onSelect={() => void logout()}>Logout</Item>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
