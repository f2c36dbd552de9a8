import { createTheme } from 'styled-components'

/** The body font (the layout's `--font-body`), then the system's. */
const BODY_FONT_STACK = 'var(--font-body), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/**
 * The one theme module: colours, spacing, type scale, breakpoints. The design tokens become CSS
 * variables (styled-components' createTheme), so server and client components read the same theme
 * as plain values, `color: ${theme.colors.primary}`, with no ThemeProvider.
 */
const tokens = createTheme({
  colors: {
    background: '#fbfaf7',
    surface: '#ffffff',
    surfaceMuted: '#f2efe8',
    text: '#1c1b19',
    textMuted: '#57534e',
    primary: '#2f5d50',
    primaryHover: '#244a40',
    primaryText: '#ffffff',
    accent: '#b45309',
    border: '#e4e0d8',
    destructive: '#b91c1c',
    destructiveText: '#ffffff',
    success: '#166534',
    focus: '#1d4ed8',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  // Headings and text share the body font for now; the tokens stay apart so either can change alone.
  fonts: { body: BODY_FONT_STACK, heading: BODY_FONT_STACK },
  shadows: {
    card: '0 1px 2px rgba(28, 27, 25, 0.06), 0 4px 16px rgba(28, 27, 25, 0.06)',
    header: '0 2px 12px rgba(28, 27, 25, 0.08)',
  },
})

/**
 * Emits the `:root` declarations of the tokens' CSS variables. `npm run styles:global` writes them
 * to src/styles/global.css, the stylesheet the root layout imports (a server component has no
 * ThemeProvider to read them from).
 */
export const ThemeVariables = tokens.GlobalStyle
export const themeTokens = tokens.raw

export const theme = {
  colors: tokens.colors,
  radius: tokens.radius,
  fontSizes: tokens.fontSizes,
  fonts: tokens.fonts,
  shadows: tokens.shadows,
  space: (n: number) => `${n * 0.25}rem`,
  // Media queries cannot read CSS variables: the breakpoints stay plain values.
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  maxWidth: '1200px',
} as const

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
} as const
