import { jest } from '@jest/globals'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { whileGlobalWritesCross } from './helpers/mongoConflicts'
import { startTestPayload, type TestPayload } from './helpers/payload'

let ctx: TestPayload
let payload: Payload

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  // As on MongoDB, every operation that asks for a transaction gets one. SQLite here runs none, so
  // the content's own writes land at once; what these tests pin is when the token is written.
  let opened = 0
  payload.db.beginTransaction = async () => `transaction-${++opened}`
})

afterAll(async () => {
  await ctx?.cleanup()
})

/** No callback is kept for a transaction that has ended. */
afterEach(() => {
  const pending = (payload.db as unknown as Record<symbol, Map<unknown, unknown>>)[
    Symbol.for('coach-site.afterCommit')
  ]
  expect(pending.size).toBe(0)
})

const storedToken = async () =>
  (await payload.findGlobal({ slug: 'content-generation', depth: 0, overrideAccess: true })).token ?? null

let texts = 0
const newText = () =>
  payload.create({
    collection: 'texts',
    data: { slug: `after-commit-${++texts}`, title: 'A text', body: 'Its body.' },
    depth: 0,
  })

const inTransaction = async (): Promise<PayloadRequest> => {
  const req = await createLocalReq({}, payload)
  expect(await initTransaction(req)).toBe(true)
  return req
}

/** Runs `work` while every write of the content-generation global fails. */
async function whileTokenWritesFail<T>(work: () => Promise<T>) {
  const db = payload.db
  const { updateGlobal } = db
  db.updateGlobal = (async (args) => {
    if (args.slug === 'content-generation') throw new Error('the database went away')
    return updateGlobal.call(db, args)
  }) as typeof db.updateGlobal
  try {
    return await work()
  } finally {
    db.updateGlobal = updateGlobal
  }
}

describe('the content-generation token of a change made in a transaction', () => {
  it('is written once the change has committed, not before', async () => {
    const text = await newText()
    const before = await storedToken()
    expect(before).toMatch(UUID)

    const req = await inTransaction()
    await payload.update({ collection: 'texts', id: text.id, data: { title: 'Changed' }, depth: 0, req })
    expect(await storedToken()).toBe(before)
    await commitTransaction(req)
    const after = await storedToken()
    expect(after).toMatch(UUID)
    expect(after).not.toBe(before)

    const deletion = await inTransaction()
    await payload.delete({ collection: 'texts', id: text.id, req: deletion })
    expect(await storedToken()).toBe(after)
    await commitTransaction(deletion)
    expect(await storedToken()).not.toBe(after)
  })

  it('is not written when the transaction is rolled back', async () => {
    const text = await newText()
    const before = await storedToken()

    const req = await inTransaction()
    await payload.update({ collection: 'texts', id: text.id, data: { title: 'Undone' }, depth: 0, req })
    await killTransaction(req)
    expect(await storedToken()).toBe(before)
    // A later transaction of the same request writes only its own
    const next = await inTransaction()
    await commitTransaction(next)
    expect(await storedToken()).toBe(before)
  })

  it('is written outside the transaction: another change writing it at the same moment aborts nothing', async () => {
    const text = await newText()
    const before = await storedToken()
    const { result, raised } = await whileGlobalWritesCross(
      payload,
      { slug: 'content-generation', times: 1 },
      () => payload.update({ collection: 'texts', id: text.id, data: { title: 'Saved' }, depth: 0 }),
    )
    expect(raised).toBe(0)
    expect(result.title).toBe('Saved')
    expect((await payload.findByID({ collection: 'texts', id: text.id, depth: 0 })).title).toBe('Saved')
    expect(await storedToken()).not.toBe(before)
  })

  it('keeps the change when the token cannot be written, and logs it', async () => {
    const text = await newText()
    const before = await storedToken()
    const logged = jest.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const saved = await whileTokenWritesFail(() =>
        payload.update({ collection: 'texts', id: text.id, data: { title: 'Kept' }, depth: 0 }),
      )
      expect(saved.title).toBe('Kept')
      expect(await storedToken()).toBe(before)
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ msg: expect.stringContaining('content-generation token') }),
      )
    } finally {
      logged.mockRestore()
    }
  })

  it('is not written for the seeder (context.disableRevalidate)', async () => {
    const text = await newText()
    const before = await storedToken()
    await payload.update({
      collection: 'texts',
      id: text.id,
      data: { title: 'Seeded' },
      depth: 0,
      context: { disableRevalidate: true },
    })
    expect(await storedToken()).toBe(before)
  })
})
