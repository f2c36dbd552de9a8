/** @jest-environment node */
import fs from 'node:fs/promises'

import { GLOBAL_CSS_FILE, renderGlobalCss } from '../../../scripts/lib/globalCss'

describe('the global stylesheet', () => {
  it('is the committed file, written from the theme and the global rules (npm run styles:global)', async () => {
    expect(await renderGlobalCss()).toBe(await fs.readFile(GLOBAL_CSS_FILE, 'utf8'))
  })

  it("declares the theme's colours on :root and styles the page's body with them", async () => {
    const css = await fs.readFile(GLOBAL_CSS_FILE, 'utf8')
    expect(css).toMatch(/:root \{[^}]*--sc-colors-background: #fbfaf7;[^}]*--sc-colors-focus: #1d4ed8;/)
    expect(css).toMatch(/body \{[^}]*background: var\(--sc-colors-background, #fbfaf7\);/)
    expect(css).toContain('.visually-hidden {')
  })

  it("keeps none of styled-components' rehydration markers", async () => {
    const css = await fs.readFile(GLOBAL_CSS_FILE, 'utf8')
    expect(css).not.toMatch(/data-styled|!sc/)
  })
})
