/** @jest-environment node */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { RESERVED_ROUTE_SLUGS, ROUTE_SLUG_PATTERN } from '@/features/content/publicRoutes'

const FRONTEND = path.join(__dirname, '../../../src/app/(frontend)')

/** The first path segments of the site's own pages: its folders, route groups' folders included. */
function appSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .flatMap((entry) => (entry.name.startsWith('(') ? appSegments(path.join(dir, entry.name)) : [entry.name]))
}

describe('the slugs of pages served at /<slug>', () => {
  it("reserves every first segment of the site's own pages, and /api and /admin", () => {
    expect([...RESERVED_ROUTE_SLUGS].sort()).toEqual([...appSegments(FRONTEND), 'admin', 'api'].sort())
  })

  it('take lower-case letters, digits and hyphens only, as the page route reads them', () => {
    for (const slug of ['landscapes', '19', 'self-portraits'])
      expect(ROUTE_SLUG_PATTERN.test(slug)).toBe(true)
    for (const slug of ['Landscapes', 'a/b', 'a b', '-x', '', 'x'.repeat(101)]) {
      expect(ROUTE_SLUG_PATTERN.test(slug)).toBe(false)
    }
  })
})
