import { css } from 'styled-components'

import type { ButtonVariant } from '@/ui/Button'
import { outlineTone, tones } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/*
 * The rules of the `button` classes (src/styles/sharedClassRules.ts) that buttons and button-looking
 * links wear: kept out of the components, so a client form that shows a button loads no styling code.
 */

export const buttonSizes = {
  sm: css`
    padding: 6px 12px;
    font-size: 0.875rem;
  `,
  md: css`
    padding: 10px 18px;
    font-size: 1rem;
  `,
  lg: css`
    padding: 14px 26px;
    font-size: 1.0625rem;
  `,
}

/** The fill a button takes under the pointer (never while disabled). */
const hoverFill = (color: string) => css`
  &:hover:not(:disabled) {
    background: ${color};
  }
`

export const buttonVariants = {
  primary: [tones.primary, hoverFill(theme.colors.primaryHover)],
  outline: [outlineTone(theme.colors.primary, theme.colors.primary), hoverFill(theme.colors.surfaceMuted)],
  ghost: [outlineTone(theme.colors.text, 'transparent'), hoverFill(theme.colors.surfaceMuted)],
  secondary: [tones.muted, hoverFill(theme.colors.border)],
  destructive: [tones.destructive],
} satisfies Record<ButtonVariant, unknown>

/** What every button and button link looks like before its size and tone. */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  border-radius: ${theme.radius.md};
  border: 1px solid transparent;
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
`
