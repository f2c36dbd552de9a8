/** @jest-environment node */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { DatabaseRateLimitStore } from '@/platform/rateLimit/databaseStore'

type Hit = { id: string; key: string; hitAt: string }
type Clause = Record<string, Record<string, string>>

/**
 * A shared `rate-limit-hits` table whose ids are made as MongoDB's ObjectIds are, in each app
 * process: seconds, then a random value fixed per process, then a counter. Within one second a
 * hit inserted later by one process can have a smaller id than an earlier one by another.
 */
function sharedHits() {
  const rows: Hit[] = []
  /** The clauses a store may send, compared as the database would (ObjectIds compare as hex text). */
  const test = (value: string, operator: string, operand: string): boolean => {
    switch (operator) {
      case 'equals':
        return value === operand
      case 'not_equals':
        return value !== operand
      case 'less_than':
        return value < operand
      case 'greater_than':
        return value > operand
      default:
        throw new Error(`the fake table does not know the operator ${operator}`)
    }
  }
  const matches = (where: { and: Clause[] }) => (hit: Hit) =>
    where.and.every((clause) =>
      Object.entries(clause).every(([field, condition]) =>
        Object.entries(condition).every(([operator, operand]) =>
          test(hit[field as keyof Hit], operator, operand),
        ),
      ),
    )
  const turn = () => new Promise((resolve) => setImmediate(resolve))
  const process = () => {
    const random = randomBytes(5).toString('hex')
    let counter = randomBytes(3).readUIntBE(0, 3)
    const objectId = () =>
      Math.floor(Date.now() / 1000)
        .toString(16)
        .padStart(8, '0') +
      random +
      (counter++ & 0xffffff).toString(16).padStart(6, '0')
    return {
      create: async ({ data }: { data: Omit<Hit, 'id'> }) => {
        await turn()
        const hit = { id: objectId(), ...data }
        rows.push(hit)
        return hit
      },
      count: async ({ where }: { where: { and: Clause[] } }) => {
        await turn()
        return { totalDocs: rows.filter(matches(where)).length }
      },
      delete: async ({ id }: { id: string }) => {
        await turn()
        rows.splice(
          rows.findIndex((row) => row.id === id),
          1,
        )
      },
      find: async ({ where, page = 1 }: { where: { and: Clause[] }; page?: number }) => {
        await turn()
        const sorted = rows.filter(matches(where)).sort((a, b) => a.hitAt.localeCompare(b.hitAt))
        return { docs: sorted.slice(page - 1, page) }
      },
      logger: { warn: () => undefined },
    } as unknown as Payload
  }
  return { process, rows }
}

describe('the database rate-limit store with ids made in each of several processes (MongoDB)', () => {
  it('never checks more than 5 of 40 guesses at one account sent 3 ms apart through 4 processes', async () => {
    const lettings: number[] = []
    for (let run = 0; run < 20; run += 1) {
      const table = sharedHits()
      const stores = Array.from(
        { length: 4 },
        () => new DatabaseRateLimitStore(table.process(), { purgeIntervalMs: Number.POSITIVE_INFINITY }),
      )
      const results = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 3))
          return stores[i % 4].hit('login-account:victim@example.com', 5, 600_000)
        }),
      )
      const allowed = results.filter((result) => result.allowed).length
      lettings.push(allowed)
      expect(table.rows).toHaveLength(allowed)
    }
    expect(Math.max(...lettings)).toBeLessThanOrEqual(5)
    // Guesses spread over time are let through up to the limit, not starved.
    expect(Math.max(...lettings)).toBe(5)
  })
})
