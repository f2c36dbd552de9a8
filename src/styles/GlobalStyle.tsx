import { createGlobalStyle } from 'styled-components'
import { sharedClassRules } from '@/styles/sharedClassRules'
import { theme } from '@/styles/theme'

/**
 * The element rules and shared classes of every page. Not rendered: `npm run styles:global` writes
 * them, with the theme's variables, to src/styles/global.css, which the root layout imports
 * (docs/decisions/0073-global-styles-as-a-stylesheet.md).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: inherit; }
  img, video { max-width: 100%; height: auto; display: block; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  ${sharedClassRules}
`
