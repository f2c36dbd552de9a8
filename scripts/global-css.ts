/**
 * Writes `src/styles/global.css` (`npm run styles:global`), the stylesheet of the theme's variables
 * and the global rules. Run it after changing src/styles/theme.ts or src/styles/GlobalStyle.tsx; a
 * unit test fails while the committed file is out of date.
 */
import fs from 'node:fs/promises'

import { GLOBAL_CSS_FILE, renderGlobalCss } from './lib/globalCss'

const css = await renderGlobalCss()
await fs.writeFile(GLOBAL_CSS_FILE, css)
console.log(`${GLOBAL_CSS_FILE}: ${Buffer.byteLength(css)} bytes`)
