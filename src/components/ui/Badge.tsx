import React from 'react'
import styled from 'styled-components'
import { outlineTone, tones } from '@/styles/mixins'
import { theme } from '@/styles/theme'

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive'

const variants = {
  default: tones.primary,
  secondary: tones.muted,
  outline: outlineTone(theme.colors.text, theme.colors.border),
  destructive: tones.destructive,
} satisfies Record<BadgeVariant, unknown>

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
  ${({ $variant }) => variants[$variant]}
`

type BadgeProps = React.HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }

export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <StyledBadge $variant={variant} data-variant={variant} {...props} />
}
