import fs from 'node:fs/promises'
import path from 'node:path'

import subsetFont from 'subset-font'

/** The site's text face: Inter's Latin file from Fontsource, with every weight from 100 to 900. */
export const BODY_FONT_SOURCE = path.join(
  process.cwd(),
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)

/** What the layout loads (`src/app/(frontend)/layout.tsx`): the source cut to the weights we use. */
export const BODY_FONT_FILE = path.join(process.cwd(), 'src/styles/fonts/inter-latin-wght-400-700.woff2')

/** The weights the styles ask for: normal (400) to bold (700); nothing lighter or heavier. */
export const BODY_FONT_WEIGHTS = { min: 400, max: 700 } as const

/** Every code point of the Basic Multilingual Plane: harfbuzz keeps those the source has. */
const EVERY_CHARACTER = String.fromCodePoint(
  ...Array.from({ length: 0xffff }, (_, i) => i + 1).filter((code) => code < 0xd800 || code > 0xdfff),
)

/** The body font as the site serves it: every character of the source, the weight axis cut to 400-700. */
export async function subsetBodyFont(): Promise<Buffer> {
  const source = await fs.readFile(BODY_FONT_SOURCE)
  return subsetFont(source, EVERY_CHARACTER, {
    targetFormat: 'woff2',
    variationAxes: { wght: BODY_FONT_WEIGHTS },
  })
}
