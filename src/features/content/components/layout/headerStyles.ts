import styled, { css } from 'styled-components'

import { Link } from '@/ui/Link'
import { bareList } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/** A header text link; `aria-current="page"` marks (and highlights) the current route. */
export const navLinkStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primary};
  }
  &[aria-current='page'] {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${theme.space(2)};
    right: ${theme.space(2)};
    bottom: 6px;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
  }
`

export const NavLink = styled(Link)`
  ${navLinkStyles}
`

export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`

export const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconButtonStyles}
`

/** The list of the header's links: a row in the bar, a column in the drawer. */
export const NavLinkList = styled.ul<{ $column?: boolean }>`
  display: flex;
  ${({ $column }) => ($column ? 'flex-direction: column;' : 'align-items: center;')}
  gap: ${theme.space(1)};
  ${bareList}
`
