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

const range = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i)

/** Fontsource's Latin subset, kept whole: Latin-1, the general punctuation and a few signs. */
export const BODY_FONT_CODE_POINTS: readonly number[] = [
  ...range(0x0000, 0x00ff),
  0x0131,
  0x0152,
  0x0153,
  0x02bb,
  0x02bc,
  0x02c6,
  0x02da,
  0x02dc,
  0x0304,
  0x0308,
  0x0329,
  ...range(0x2000, 0x206f),
  0x20ac,
  0x2122,
  0x2191,
  0x2193,
  0x2212,
  0x2215,
  0xfeff,
  0xfffd,
]

/** The body font as the site serves it: the same glyphs, with the weight axis cut to 400-700. */
export async function subsetBodyFont(): Promise<Buffer> {
  const source = await fs.readFile(BODY_FONT_SOURCE)
  return subsetFont(source, String.fromCodePoint(...BODY_FONT_CODE_POINTS), {
    targetFormat: 'woff2',
    variationAxes: { wght: BODY_FONT_WEIGHTS },
  })
}
