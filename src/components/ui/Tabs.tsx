'use client'

import * as RadixTabs from '@radix-ui/react-tabs'
import styled from 'styled-components'

import { theme } from '@/styles/theme'

/**
 * The one tab set (About's sections, each poem's Poem and Analysis): Radix keeps the keyboard and
 * ARIA behaviour, so these are the only client parts; the panels' content stays server-rendered.
 */
export const Tabs = RadixTabs.Root

export const TabList = styled(RadixTabs.List)<{ $spacious?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  width: fit-content;
  max-width: 100%;
  margin: ${({ $spacious }) => ($spacious ? `${theme.space(8)} 0 ${theme.space(6)}` : '0')};
  padding: ${theme.space(1)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
`

export const TabTrigger = styled(RadixTabs.Trigger)`
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[data-state='active'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.card};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

export const TabPanel = styled(RadixTabs.Content)`
  padding-top: ${theme.space(2)};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`
