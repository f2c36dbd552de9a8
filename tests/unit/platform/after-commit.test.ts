/** @jest-environment node */
import type { PayloadRequest } from 'payload'

import { afterCommit, runAfterCommitCallbacks } from '@/platform/database/afterCommit'

/** An adapter whose commit waits until the test lets it finish (or fail). */
function fakeAdapter() {
  const events: string[] = []
  let finishCommit: (() => void) | null = null
  let failCommit: ((error: Error) => void) | null = null
  const adapter = {
    commitTransaction: async (id: number | Promise<number | string> | string) => {
      events.push(`commit ${String(await id)}`)
      await new Promise<void>((resolve, reject) => {
        finishCommit = resolve
        failCommit = reject
      })
      events.push(`committed ${String(await id)}`)
    },
    rollbackTransaction: async (id: number | Promise<number | string> | string) => {
      events.push(`rollback ${String(await id)}`)
    },
    payload: { logger: { error: jest.fn() } },
  }
  const db = runAfterCommitCallbacks(adapter)
  const reqIn = (transactionID?: PayloadRequest['transactionID']) =>
    ({ payload: { db }, transactionID }) as unknown as PayloadRequest
  const record = (name: string) => () => {
    events.push(name)
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  /** Commits `id`, letting the adapter's commit finish once it has begun. */
  const commit = async (id: string) => {
    const done = db.commitTransaction(id)
    await settle()
    finishCommit?.()
    await done
  }
  return {
    db,
    events,
    reqIn,
    record,
    settle,
    commit,
    finish: () => finishCommit?.(),
    fail: (error: Error) => failCommit?.(error),
  }
}

describe('callbacks run after a transaction commits', () => {
  it('runs them once the commit has resolved, in the order registered', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('first'))
    await afterCommit(t.reqIn('t1'), t.record('second'))
    expect(t.events).toEqual([])

    const done = t.db.commitTransaction('t1')
    await t.settle()
    expect(t.events).toEqual(['commit t1'])
    t.finish()
    await done
    expect(t.events).toEqual(['commit t1', 'committed t1', 'first', 'second'])
  })

  it('runs one callback per key in a transaction: the first registered under it', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('token 1'), 'token')
    await afterCommit(t.reqIn('t1'), t.record('other'))
    await afterCommit(t.reqIn('t1'), t.record('token 2'), 'token')
    await afterCommit(t.reqIn('t2'), t.record('token of t2'), 'token')
    await t.commit('t1')
    await t.commit('t2')
    expect(t.events).toEqual([
      'commit t1',
      'committed t1',
      'token 1',
      'other',
      'commit t2',
      'committed t2',
      'token of t2',
    ])
  })

  it('awaits each callback before the next and before the commit resolves', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      t.events.push('slow')
    })
    await afterCommit(t.reqIn('t1'), t.record('after'))
    await t.commit('t1')
    expect(t.events).toEqual(['commit t1', 'committed t1', 'slow', 'after'])
  })

  it('runs none on a rollback, and none at a later commit of the same transaction', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('callback'))
    await t.db.rollbackTransaction('t1')
    await t.commit('t1')
    expect(t.events).toEqual(['rollback t1', 'commit t1', 'committed t1'])
  })

  it('never runs one twice', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('callback'))
    await t.commit('t1')
    await t.commit('t1')
    expect(t.events.filter((event) => event === 'callback')).toEqual(['callback'])
  })

  it('runs none when the commit throws, and lets the error through', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('callback'))
    const done = t.db.commitTransaction('t1')
    await t.settle()
    t.fail(new Error('commit failed'))
    await expect(done).rejects.toThrow('commit failed')
    await t.db.rollbackTransaction('t1')
    await t.commit('t1')
    expect(t.events).not.toContain('callback')
  })

  it('runs one registered while the commit runs with the rest, and drops one registered while a commit fails', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('before'))
    const committing = t.db.commitTransaction('t1')
    await t.settle()
    await afterCommit(t.reqIn('t1'), t.record('meanwhile'))
    t.finish()
    await committing
    expect(t.events).toEqual(['commit t1', 'committed t1', 'before', 'meanwhile'])

    const failing = t.db.commitTransaction('t2')
    await t.settle()
    await afterCommit(t.reqIn('t2'), t.record('during a failed commit'))
    t.fail(new Error('commit failed'))
    await expect(failing).rejects.toThrow('commit failed')

    await t.commit('t2')
    expect(t.events).not.toContain('during a failed commit')
  })

  it('drops one registered while the rollback runs', async () => {
    const events: string[] = []
    let finishRollback = () => undefined as void
    type ID = number | Promise<number | string> | string
    const db = runAfterCommitCallbacks({
      commitTransaction: async (_id: ID) => undefined,
      rollbackTransaction: (_id: ID) =>
        new Promise<void>((resolve) => {
          finishRollback = resolve
        }),
    })
    const req = { payload: { db }, transactionID: 't1' } as unknown as PayloadRequest
    const rollingBack = db.rollbackTransaction('t1')
    await new Promise((resolve) => setImmediate(resolve))
    await afterCommit(req, () => {
      events.push('during the rollback')
    })
    finishRollback()
    await rollingBack
    await db.commitTransaction('t1')
    expect(events).toEqual([])
  })

  it('keeps the callbacks of each transaction apart', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn('t1'), t.record('of t1'))
    await afterCommit(t.reqIn('t2'), t.record('of t2'))
    await t.db.rollbackTransaction('t2')
    await t.commit('t1')
    expect(t.events).toEqual(['rollback t2', 'commit t1', 'committed t1', 'of t1'])
  })

  it('registers under the id a transaction still being begun resolves to (Payload 3 keeps a promise on the request meanwhile)', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn(Promise.resolve('t1')), t.record('callback'))
    expect(t.events).toEqual([])
    await t.commit('t1')
    expect(t.events).toEqual(['commit t1', 'committed t1', 'callback'])
  })

  it('runs it at once for a request without a transaction', async () => {
    const t = fakeAdapter()
    await afterCommit(t.reqIn(undefined), t.record('at once'))
    await afterCommit(t.reqIn(Promise.resolve(null as unknown as string)), t.record('begun, none'))
    // What Payload's relationship loader leaves of that promise on the request (a JSON round trip)
    const roundTripped = JSON.parse(JSON.stringify(Promise.resolve(null))) as unknown as string
    await afterCommit(t.reqIn(roundTripped), t.record('loader, none'))
    expect(t.events).toEqual(['at once', 'begun, none', 'loader, none'])
  })

  it('logs a callback that fails, runs the next, and resolves the commit', async () => {
    const t = fakeAdapter()
    const failure = new Error('token not written')
    await afterCommit(t.reqIn('t1'), () => {
      throw failure
    })
    await afterCommit(t.reqIn('t1'), t.record('next'))
    await t.commit('t1')
    expect(t.events).toEqual(['commit t1', 'committed t1', 'next'])
    expect(t.db.payload.logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: failure }))

    await expect(
      afterCommit(t.reqIn(undefined), () => {
        throw failure
      }),
    ).resolves.toBeUndefined()
    expect(t.db.payload.logger.error).toHaveBeenCalledTimes(2)
  })

  it('wraps an adapter once', async () => {
    const t = fakeAdapter()
    runAfterCommitCallbacks(t.db)
    await afterCommit(t.reqIn('t1'), t.record('callback'))
    await t.commit('t1')
    expect(t.events).toEqual(['commit t1', 'committed t1', 'callback'])
  })

  it('refuses to keep a callback for an adapter that was not wrapped', async () => {
    const req = {
      payload: { db: { commitTransaction: async () => undefined } },
      transactionID: 't1',
    } as unknown as PayloadRequest
    await expect(afterCommit(req, () => undefined)).rejects.toThrow('databaseAdapter()')
  })
})
