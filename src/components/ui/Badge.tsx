import React from 'react'
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive'

/** A small label; the variant carries meaning (e.g. a writing's status, spec §4). */
const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: 2px 10px;
  border-radius: ${theme.radius.full};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  border: 1px solid transparent;
  ${({ $variant }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.text};
        `
      case 'outline':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `
      case 'destructive':
        return css`
          background: ${theme.colors.destructive};
          color: ${theme.colors.destructiveText};
        `
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `
    }
  }}
`

type BadgeProps = React.HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }

export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <StyledBadge $variant={variant} data-variant={variant} {...props} />
}
