/** @jest-environment node */
import fs from 'node:fs/promises'

import * as catalog from '@/seed/content/catalog'
import * as course from '@/seed/content/course'
import * as crashCourseEmails from '@/seed/content/crashCourseEmails'
import * as galleries from '@/seed/content/galleries'
import * as poems from '@/seed/content/poems'
import * as seminars from '@/seed/content/seminars'
import * as site from '@/seed/content/site'
import * as texts from '@/seed/content/texts'

import { BODY_FONT_CODE_POINTS, BODY_FONT_FILE, subsetBodyFont } from '../../../scripts/lib/bodyFont'

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item)
}

describe('the body font', () => {
  it('is the committed file, cut from the installed Inter (npm run font:subset writes it)', async () => {
    const committed = await fs.readFile(BODY_FONT_FILE)
    const fresh = await subsetBodyFont()
    expect(fresh.equals(committed)).toBe(true)
    expect(committed.length).toBeLessThan(32_000)
  })

  it('has a glyph for every character of the demo content', () => {
    const covered = new Set(BODY_FONT_CODE_POINTS)
    const content = [catalog, course, crashCourseEmails, galleries, poems, seminars, site, texts]
    const missing = new Set<string>()
    for (const text of stringsIn(content))
      for (const character of text) if (!covered.has(character.codePointAt(0)!)) missing.add(character)
    expect([...missing]).toEqual([])
  })
})
