/** @jest-environment node */
import { MongoServerError } from 'mongodb'

import {
  isTransientTransactionError,
  retryTransientConflicts,
  TransactionConflict,
} from '@/platform/database/transientConflict'

const writeConflict = () =>
  new MongoServerError({
    code: 112,
    codeName: 'WriteConflict',
    errmsg: 'WriteConflict error: this operation conflicted with another operation.',
    errorLabels: ['TransientTransactionError'],
  })

/** An operation that fails with the given errors, one per run, then answers 'done'. */
function failingWith(...errors: Error[]) {
  const runs: number[] = []
  const operation = async () => {
    runs.push(runs.length + 1)
    const error = errors[runs.length - 1]
    if (error) throw error
    return 'done'
  }
  return { operation, runs }
}

describe('isTransientTransactionError', () => {
  it("is true for MongoDB's write conflict, alone or wrapped", () => {
    expect(isTransientTransactionError(writeConflict())).toBe(true)
    expect(isTransientTransactionError(new Error('saving the member', { cause: writeConflict() }))).toBe(true)
  })

  it('is false for a duplicate key, a plain error, and what is not an error', () => {
    expect(
      isTransientTransactionError(new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key' })),
    ).toBe(false)
    expect(isTransientTransactionError(new Error('WriteConflict'))).toBe(false)
    expect(isTransientTransactionError(null)).toBe(false)
    expect(isTransientTransactionError('TransientTransactionError')).toBe(false)
  })
})

describe('retryTransientConflicts', () => {
  it('runs the operation again after a conflict, restoring the request first, and answers its result', async () => {
    const { operation, runs } = failingWith(writeConflict(), writeConflict())
    const restored: number[] = []

    await expect(
      retryTransientConflicts(operation, () => {
        restored.push(runs.length)
      }),
    ).resolves.toBe('done')

    expect(runs).toEqual([1, 2, 3])
    expect(restored).toEqual([1, 2])
  })

  it('gives up after three runs that all lost, with the last conflict as the cause', async () => {
    const last = writeConflict()
    const { operation, runs } = failingWith(writeConflict(), writeConflict(), last)

    const failure = await retryTransientConflicts(operation).catch((error: unknown) => error)

    expect(runs).toEqual([1, 2, 3])
    expect(failure).toBeInstanceOf(TransactionConflict)
    expect((failure as TransactionConflict).cause).toBe(last)
  })

  it('throws any other error at once, without running again', async () => {
    const wrongPassword = new Error('The email or password provided is incorrect.')
    const { operation, runs } = failingWith(wrongPassword)

    await expect(retryTransientConflicts(operation)).rejects.toBe(wrongPassword)
    expect(runs).toEqual([1])
  })
})
