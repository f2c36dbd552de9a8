import path from 'node:path'

import prettier from 'prettier'
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'

import { GlobalStyle } from '@/styles/GlobalStyle'
import { ThemeVariables, themeTokens } from '@/styles/theme'

/** What the root layout imports (`src/app/(frontend)/layout.tsx`): a stylesheet of its own. */
export const GLOBAL_CSS_FILE = path.join(process.cwd(), 'src/styles/global.css')

const HEADER = `/*
 * Written by \`npm run styles:global\` from src/styles/theme.ts (the tokens' CSS variables) and
 * src/styles/GlobalStyle.tsx (the element and shared class rules). Edit those, then run it.
 * docs/decisions/0073-global-styles-as-a-stylesheet.md
 */
`

/** styled-components' own markers between rules: which component wrote what, for its rehydration. */
const SHEET_MARKERS = /^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/$|\/\*!sc\*\//gm

/**
 * The theme's `:root` variables and the global rules, as styled-components writes them, formatted
 * for reading (the build minifies the stylesheet again).
 */
export async function renderGlobalCss(): Promise<string> {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(
      sheet.collectStyles(
        createElement(
          Fragment,
          null,
          createElement(ThemeVariables, { theme: themeTokens }),
          createElement(GlobalStyle),
        ),
      ),
    )
    const css = sheet.instance.toString().replace(SHEET_MARKERS, '')
    const options = await prettier.resolveConfig(GLOBAL_CSS_FILE)
    return await prettier.format(HEADER + css, { ...options, filepath: GLOBAL_CSS_FILE })
  } finally {
    sheet.seal()
  }
}
