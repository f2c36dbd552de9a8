import os from 'node:os'

import {
  bumpContentGeneration,
  catchUpWithContentChanges,
  contentGeneration,
  isCurrent,
  readSharedContentGenerationWith,
  sharedContentToken,
} from '@/platform/cache/contentGeneration'
import { workerCount } from '@/server/primary'

describe('the content generation shared through the database', () => {
  let sharedToken: string | null = null
  beforeAll(() => readSharedContentGenerationWith(async () => sharedToken))

  it('keys cached content by a token of this process before it has read a shared one, and while the database has none', async () => {
    const own = sharedContentToken()
    expect(own).toMatch(/^unshared-[0-9a-f-]{36}$/)
    await catchUpWithContentChanges()
    expect(sharedContentToken()).toBe(own)
    sharedToken = 'written-by-a-change'
    await catchUpWithContentChanges()
    expect(sharedContentToken()).toBe('written-by-a-change')
    sharedToken = null
    await catchUpWithContentChanges()
    expect(sharedContentToken()).toBe(own)
  })

  it('expires what this process cached when another process wrote a new token', async () => {
    await catchUpWithContentChanges()
    const page = { generation: contentGeneration(), storedAt: Date.now() }
    await catchUpWithContentChanges()
    expect(isCurrent(page, 60_000)).toBe(true)

    sharedToken = 'written-by-another-worker'
    await catchUpWithContentChanges()
    expect(isCurrent(page, 60_000)).toBe(false)
  })

  it('applies a change made here at once, and expires once more when it reads its token back committed', async () => {
    await catchUpWithContentChanges()
    const tokenBefore = sharedContentToken()
    const before = { generation: contentGeneration(), storedAt: Date.now() }
    bumpContentGeneration()
    expect(isCurrent(before, 60_000)).toBe(false)
    // Filled before the change committed (MongoDB commits after the hooks): maybe the old content,
    // so it is neither kept past the commit nor stored under the token the other processes read
    const meanwhile = { generation: contentGeneration(), storedAt: Date.now() }
    expect(sharedContentToken()).toBe(tokenBefore)
    sharedToken = 'written-here'
    await catchUpWithContentChanges()
    expect(isCurrent(meanwhile, 60_000)).toBe(false)
    expect(sharedContentToken()).toBe('written-here')
    const after = { generation: contentGeneration(), storedAt: Date.now() }
    await catchUpWithContentChanges()
    expect(isCurrent(after, 60_000)).toBe(true)
  })
})

describe('WEB_CONCURRENCY', () => {
  it('defaults to the number of cores', () => {
    expect(workerCount(undefined)).toBe(os.availableParallelism())
    expect(workerCount(' ')).toBe(os.availableParallelism())
  })

  it('takes a whole number of at least 1', () => {
    expect(workerCount('3')).toBe(3)
    expect(() => workerCount('0')).toThrow('WEB_CONCURRENCY must be a whole number of at least 1 (got "0")')
    expect(() => workerCount('two')).toThrow('WEB_CONCURRENCY must be a whole number')
  })
})
