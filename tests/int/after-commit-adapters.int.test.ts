import os from 'node:os'
import path from 'node:path'

import type { BaseDatabaseAdapter, Payload, PayloadRequest } from 'payload'

import { afterCommit } from '@/platform/database/afterCommit'
import { databaseAdapter } from '@/platform/database/database'

// No MongoDB server runs here. Each adapter that databaseAdapter builds is initialised without
// connecting, and its own commit and rollback (Payload's code) run over a session that records what
// the driver would be asked: the callbacks must follow the driver's commit, and a rollback or a
// failed commit must leave none behind.

type Events = string[]

const logger = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
}

async function adapterFor(uri: string) {
  const payload = { logger, config: {} } as unknown as Payload
  return (await databaseAdapter(uri, process.cwd())).init({ payload }) as Omit<
    BaseDatabaseAdapter,
    'sessions'
  > & {
    sessions: Record<string, unknown>
  }
}

/** What the MongoDB driver's ClientSession is asked by the adapter's commit and rollback. */
const mongoSession = (events: Events, commit: () => Promise<void> = async () => undefined) => ({
  inTransaction: () => true,
  commitTransaction: async () => {
    await commit()
    events.push('driver commit')
  },
  abortTransaction: async () => {
    events.push('driver abort')
  },
  endSession: async () => undefined,
})

/** What the drizzle adapter keeps for a transaction it began: the settling of its `transaction()`. */
const drizzleSession = (events: Events) => ({
  db: {},
  resolve: async () => {
    events.push('driver commit')
  },
  reject: async () => {
    events.push('driver abort')
  },
})

const adapters = [
  {
    name: 'MongoDB',
    uri: 'mongodb://127.0.0.1:9/after-commit?replicaSet=rs0',
    session: mongoSession,
  },
  {
    name: 'SQLite',
    // Never opened: the adapter connects in `connect`, which is not called
    uri: `file:${path.join(os.tmpdir(), 'site-int-after-commit-never-opened.db')}`,
    session: drizzleSession,
  },
]

describe.each(adapters)('the $name adapter built by databaseAdapter', ({ uri, session }) => {
  const start = async (id: string) => {
    const db = await adapterFor(uri)
    const events: Events = []
    db.sessions[id] = session(events)
    const req = { payload: { db }, transactionID: id } as unknown as PayloadRequest
    const record = (name: string) => () => {
      events.push(name)
    }
    return { db, events, req, record }
  }

  it('runs the callbacks of a transaction after the driver has committed it', async () => {
    const { db, events, req, record } = await start('t1')
    await afterCommit(req, record('first'))
    await afterCommit(req, record('second'))
    expect(events).toEqual([])
    await db.commitTransaction('t1')
    expect(events).toEqual(['driver commit', 'first', 'second'])
  })

  it('drops them when the transaction rolls back', async () => {
    const { db, events, req, record } = await start('t1')
    await afterCommit(req, record('callback'))
    await db.rollbackTransaction('t1')
    await db.commitTransaction('t1')
    expect(events).toEqual(['driver abort'])
  })
})

it('runs none when the MongoDB driver fails the commit', async () => {
  const db = await adapterFor(adapters[0].uri)
  const events: Events = []
  db.sessions.t1 = mongoSession(events, async () => {
    throw new Error('UnknownTransactionCommitResult')
  })
  const req = { payload: { db }, transactionID: 't1' } as unknown as PayloadRequest
  await afterCommit(req, () => {
    events.push('callback')
  })
  await expect(db.commitTransaction('t1')).rejects.toThrow('UnknownTransactionCommitResult')
  await db.rollbackTransaction('t1')
  expect(events).toEqual([])
})
