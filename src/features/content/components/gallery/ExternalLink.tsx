import React from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 24px;
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
}

/** A text link to another site: always a new tab, never handing this page to it (noopener noreferrer). */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <Anchor {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        />
      </svg>
    </Anchor>
  )
}
