import styled from 'styled-components'
import { theme } from '@/styles/theme'

/** Header, page content and footer in one column; the footer stays at the bottom of short pages. */
export const SiteShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`

/** The page content landmark: pages render their sections inside it, never a second `<main>`. */
export const SiteMain = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`

/** Lets keyboard users jump past the header; visible only when focused. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(4)};
  top: -100px;
  z-index: 100;
  padding: ${`${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-weight: 600;
  &:focus {
    top: ${theme.space(2)};
  }
`
