import { css } from 'styled-components'

import { media, theme } from '@/styles/theme'

/** A list drawn by its own layout: no bullets, no indent, no outer margin. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`

/** The filled colour pairs a badge or a button can take; the text colour is the one readable on that fill. */
export const tones = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  `,
  muted: css`
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  `,
  destructive: css`
    background: ${theme.colors.destructive};
    color: ${theme.colors.destructiveText};
  `,
} as const

/** No fill: the text (and the border, when it shows) in the given colours. */
export const outlineTone = (color: string, borderColor: string) => css`
  background: transparent;
  color: ${color};
  border-color: ${borderColor};
`

/** A layer over the whole viewport (a dialog's overlay or content), stacked at `zIndex`. */
export const viewportLayer = (zIndex: number) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex};
`

/** An embedded player (iframe, video) filling its positioned frame edge to edge. */
export const fillFrame = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`

/** A text input's box: its border, corners, fill and the page's font. */
export const fieldInput = css`
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`

/** The links of a short text: in the primary colour and bold, so they stand out of it. */
export const strongLinks = css`
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`

/** A thin frame around a panel or a notice, in the colour that says what it is. */
export const framed = (
  color: string,
  radius: string = theme.radius.md,
  style: 'solid' | 'dashed' = 'solid',
) => css`
  border: 1px ${style} ${color};
  border-radius: ${radius};
`

/** A grid of cards: one column on phones, two from `sm`, `columns` from `lg`. */
export const columnGrid = (columns: number) => css`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(${Math.min(columns, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`
