/** @jest-environment node */
import fs from 'node:fs/promises'

import * as fontkit from 'fontkit'

import * as catalog from '@/seed/content/catalog'
import * as course from '@/seed/content/course'
import * as crashCourseEmails from '@/seed/content/crashCourseEmails'
import * as galleries from '@/seed/content/galleries'
import * as poems from '@/seed/content/poems'
import * as seminars from '@/seed/content/seminars'
import * as site from '@/seed/content/site'
import * as texts from '@/seed/content/texts'

import {
  BODY_FONT_FILE,
  BODY_FONT_SOURCE,
  BODY_FONT_WEIGHTS,
  subsetBodyFont,
} from '../../../scripts/lib/bodyFont'

async function openFont(file: string) {
  const font = fontkit.create(await fs.readFile(file))
  if (!('characterSet' in font)) throw new Error(`${file} is a font collection`)
  return font
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item)
}

describe('the body font', () => {
  it('is the committed file, cut from the installed Inter (npm run font:subset writes it)', async () => {
    const committed = await fs.readFile(BODY_FONT_FILE)
    expect((await subsetBodyFont()).equals(committed)).toBe(true)
    expect(committed.length).toBeLessThan((await fs.readFile(BODY_FONT_SOURCE)).length * 0.75)
  })

  it("keeps every character of Fontsource's file, with weights 400 to 700 only", async () => {
    const [source, served] = await Promise.all([openFont(BODY_FONT_SOURCE), openFont(BODY_FONT_FILE)])
    const servedCharacters = new Set(served.characterSet)
    // harfbuzz leaves out U+0000, which no text draws.
    expect(source.characterSet.filter((code) => code !== 0 && !servedCharacters.has(code))).toEqual([])
    expect(served.variationAxes.wght).toMatchObject(BODY_FONT_WEIGHTS)
  })

  it('has a glyph for every character of the demo content', async () => {
    const served = new Set((await openFont(BODY_FONT_FILE)).characterSet)
    const content = [catalog, course, crashCourseEmails, galleries, poems, seminars, site, texts]
    const missing = new Set<string>()
    for (const text of stringsIn(content))
      for (const character of text)
        if (!/\s/.test(character) && !served.has(character.codePointAt(0)!)) missing.add(character)
    expect([...missing]).toEqual([])
  })
})
