'use client'

import { useServerInsertedHTML } from 'next/navigation'
import React, { useState } from 'react'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'

import { GlobalStyle } from './GlobalStyle'
import { theme } from './theme'

/** Collects the styles of a server render into the HTML, so nothing flashes unstyled. */
export function StyledComponentsRegistry({ children }: { children: React.ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet())

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  const themed = (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )

  if (typeof window !== 'undefined') return themed
  return <StyleSheetManager sheet={sheet.instance}>{themed}</StyleSheetManager>
}
