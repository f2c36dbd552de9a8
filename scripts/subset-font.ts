/**
 * Writes the site's body font (`npm run font:subset`): Inter's Latin file with its weight axis cut
 * to the 400-700 the styles use, 34.4 kB instead of 48.3. Run it after upgrading
 * @fontsource-variable/inter; a unit test fails while the committed file is out of date.
 */
import fs from 'node:fs/promises'

import { BODY_FONT_FILE, subsetBodyFont } from './lib/bodyFont'

const font = await subsetBodyFont()
await fs.writeFile(BODY_FONT_FILE, font)
console.log(`${BODY_FONT_FILE}: ${font.length} bytes`)
