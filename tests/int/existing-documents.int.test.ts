// Imports payload/shared (ESM), which jest loads on Node 24 only: an int test, with no database
import { jest } from '@jest/globals'
import type { Validate } from 'payload'

import { existingDocuments } from '@/platform/payload/fields'

/** Payload's own check, standing in: any value passes it. */
const base: Validate = () => true
const validate = existingDocuments(base, 'users', 'user')

/** A request whose database holds the users `stored`, counting the ids it is asked about. */
function requestWith(stored: number[]) {
  const asked: unknown[][] = []
  const count = jest.fn(async ({ where }: { where: { id: { in: unknown[] } } }) => {
    asked.push(where.id.in)
    return { totalDocs: where.id.in.filter((id) => stored.includes(id as number)).length }
  })
  return { req: { payload: { count } }, asked, count }
}

const run = (value: unknown, req: unknown, extra: Record<string, unknown> = {}) =>
  validate(value, { req, ...extra } as never)

describe('existingDocuments: a relationship names documents that exist', () => {
  it('passes an id that exists and names the field when one does not', async () => {
    const { req } = requestWith([7])
    expect(await run(7, req)).toBe(true)
    expect(await run(8, req)).toBe('No user has that id')
    expect(await run([7, 8], req)).toBe('No user has that id')
    expect(await run({ id: 7, email: 'a@example.com' }, req)).toBe(true)
  })

  it('asks nothing for an empty value, or while the admin form changes', async () => {
    const { req, count } = requestWith([])
    expect(await run(null, req)).toBe(true)
    expect(await run([], req)).toBe(true)
    expect(await run(8, req, { event: 'onChange' })).toBe(true)
    expect(count).not.toHaveBeenCalled()
  })

  it('checks only the ids the write adds: one kept from before (its document deleted since) does not block a save', async () => {
    const { req, asked } = requestWith([7])
    expect(await run(9, req, { previousValue: 9 })).toBe(true)
    expect(await run([9, 7], req, { previousValue: [9] })).toBe(true)
    expect(asked).toEqual([[7]])
  })

  it('gives the same answer when the database refuses the lookup (an id of the wrong shape)', async () => {
    const req = { payload: { count: async () => Promise.reject(new Error('Cast to ObjectId failed')) } }
    expect(await run('not-an-id', req)).toBe('No user has that id')
  })
})
