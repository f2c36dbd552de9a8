import { css } from 'styled-components'

import type { ButtonSize, ButtonVariant } from '@/ui/Button'
import { buttonBase, buttonSizes, buttonVariants } from '@/styles/buttonRules'
import type { BadgeVariant } from '@/ui/Badge'
import { outlineTone, tones } from '@/styles/mixins'
import { theme } from '@/styles/theme'

/*
 * The rules of the small parts every card grid repeats: a card and its body, title, text and footer, its
 * picture slot, badges and button-looking links. Those are plain elements with these classes,
 * because in a server component every styled element writes its own <style> tag into the HTML: a
 * page of fifteen cards carried each part's rules fifteen times, for the browser to parse and
 * hydrate on every visit. Written once here, in the global style.
 */

const badgeVariants = {
  default: tones.primary,
  secondary: tones.muted,
  outline: outlineTone(theme.colors.text, theme.colors.border),
  destructive: tones.destructive,
} satisfies Record<BadgeVariant, unknown>

const BUTTON_SIZES = Object.keys(buttonSizes) as ButtonSize[]
const BUTTON_VARIANTS = Object.keys(buttonVariants) as ButtonVariant[]

export const sharedClassRules = css`
  .card {
    display: flex;
    flex-direction: column;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadows.card};
    overflow: hidden;
  }
  /* A card that is one link: its title's link (.stretched-link) covers the whole card. */
  .card--muted {
    background: ${theme.colors.surfaceMuted};
  }
  .card--linked {
    position: relative;
    transition:
      transform 0.15s ease,
      box-shadow 0.15s ease;
  }
  .card--linked:hover {
    transform: translateY(-2px);
  }
  .card--linked:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    .card--linked {
      transition: none;
    }
    .card--linked:hover {
      transform: none;
    }
  }
  .stretched-link {
    color: inherit;
    text-decoration: none;
  }
  .stretched-link::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .stretched-link:focus-visible {
    outline: none;
  }
  .card-body {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    flex: 1;
    padding: ${theme.space(5)};
  }
  .card-body--callout {
    align-items: flex-start;
  }
  .card-title {
    font-size: ${theme.fontSizes.xl};
    margin: 0;
  }
  .card-text {
    color: ${theme.colors.textMuted};
    margin: 0;
  }
  /* The card's action row, held at the bottom so the actions of a grid's cards line up. */
  .card-footer {
    margin-top: auto;
    padding-top: ${theme.space(3)};
  }

  .card-image-frame {
    position: relative;
    aspect-ratio: 3 / 2;
    background: ${theme.colors.surfaceMuted};
    overflow: hidden;
  }
  .card-image-frame img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .badge {
    display: inline-flex;
    align-items: center;
    width: fit-content;
    padding: 2px 10px;
    border-radius: ${theme.radius.full};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.02em;
    border: 1px solid transparent;
  }
  ${(Object.keys(badgeVariants) as BadgeVariant[]).map(
    (variant) => css`
      .badge[data-variant='${variant}'] {
        ${badgeVariants[variant]}
      }
    `,
  )}

  .button {
    ${buttonBase}
  }
  .button--block {
    width: 100%;
  }
  ${BUTTON_SIZES.map(
    (size) => css`
      .button--${size} {
        ${buttonSizes[size]}
      }
    `,
  )}
  ${BUTTON_VARIANTS.map(
    (variant) => css`
      .button--${variant} {
        ${buttonVariants[variant]}
      }
    `,
  )}
  .button:disabled,
  .button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }

  /* The tab set of ui/Tabs (Radix marks the chosen trigger data-state="active"). */
  .tab-list {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    width: fit-content;
    max-width: 100%;
    margin: 0;
    padding: ${theme.space(1)};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surfaceMuted};
  }
  .tab-list--spacious {
    margin: ${theme.space(8)} 0 ${theme.space(6)};
  }
  .tab-trigger {
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.colors.textMuted};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .tab-trigger[data-state='active'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.card};
  }
  .tab-trigger:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .tab-panel {
    padding-top: ${theme.space(2)};
  }
  .tab-panel:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`
