'use client'

import { useServerInsertedHTML } from 'next/navigation'
import React, { useState } from 'react'
import type { ServerStyleSheet } from 'styled-components'

/*
 * styled-components is required on the server only: `typeof window` is a constant in each bundle,
 * so the browser bundle drops this branch and the registry adds no styling runtime to the code every
 * page loads (the client leaves that still use styled-components bring it with their own chunks).
 */
const serverStyles =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would ship it to the browser
      (require('styled-components') as typeof import('styled-components'))
    : null

/**
 * Collects the styles of the client components' server render into the HTML, so nothing flashes
 * unstyled. Server components need no registry: styled-components (>= 6.3) writes their styles
 * beside them. No ThemeProvider either: the theme is CSS variables (src/styles/theme.ts).
 */
export function StyledComponentsRegistry({ children }: { children: React.ReactNode }) {
  const [sheet] = useState<ServerStyleSheet | null>(() =>
    serverStyles ? new serverStyles.ServerStyleSheet() : null,
  )

  useServerInsertedHTML(() => {
    if (!sheet) return null
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  if (!serverStyles || !sheet) return <>{children}</>
  return <serverStyles.StyleSheetManager sheet={sheet.instance}>{children}</serverStyles.StyleSheetManager>
}
