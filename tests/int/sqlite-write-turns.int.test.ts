import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { renewConnectionAfterBusy } from '@/platform/database/renewAfterBusy'
import { takeWriteTurns, WriteTurn } from '@/platform/database/sqliteWriteTurns'

import { runScript } from './helpers/payload'

type TurnsRun = { rows: number; busy: number; written: number; interleavedChains: number }

const temporaryFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'write-turns-')), 'site.db')

function runWorkers(turns: boolean): TurnsRun {
  const run = runScript('tests/int/fixtures/sqliteWriteTurns.ts', {
    ...process.env,
    DATABASE_FILE: temporaryFile(),
    TURNS: turns ? '1' : '0',
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as TurnsRun
}

describe('SQLite write turns of the cluster (src/platform/database/sqliteWriteTurns.ts)', () => {
  it('lets two workers write at once with no SQLITE_BUSY, even with no busy timeout, and keeps a chain of writes together', () => {
    const result = runWorkers(true)
    // 2 workers x 10 rounds x 40 chains x 5 rows
    expect(result).toEqual({ rows: 4000, busy: 0, written: 4000, interleavedChains: 0 })
  })

  it('without them, the same writes collide (the check above can fail)', () => {
    expect(runWorkers(false).busy).toBeGreaterThan(0)
  })

  it('passes a statement and its arguments through unchanged, in both forms the client takes', async () => {
    const client = createClient({ url: `file:${temporaryFile()}` })
    await client.execute('CREATE TABLE t (x TEXT)')
    const asked: string[] = []
    const turn = new WriteTurn((message) => {
      asked.push(message.kind)
      if (message.kind === 'ask')
        setImmediate(() => turn.receive({ channel: 'sqlite-write-turns', kind: 'yours' }))
    }, 1_000)
    takeWriteTurns(client, turn)
    const executeWithArgs = client.execute as unknown as (sql: string, args: unknown[]) => Promise<unknown>
    await executeWithArgs('INSERT INTO t VALUES (?)', ['with args'])
    await client.execute({ sql: 'INSERT INTO t VALUES (?)', args: ['as a statement'] })
    const rows = (await client.execute('SELECT x FROM t ORDER BY rowid')).rows.map((row) => row.x)
    client.close()
    expect(rows).toEqual(['with args', 'as a statement'])
    // One ask: the second insert followed in the same turn of the loop, and the SELECT needs none
    expect(asked.filter((kind) => kind === 'ask')).toHaveLength(1)
  })
})

describe('a new connection after SQLITE_BUSY (src/platform/database/renewAfterBusy.ts)', () => {
  const values = async (client: Client) =>
    (await client.execute('SELECT x FROM t ORDER BY rowid')).rows.map((row) => row.x)

  /**
   * A file whose write lock one client (`holder`) holds in an open transaction with a row written,
   * and a second client (`writer`, no busy timeout; renewed with `setUp` when given).
   */
  async function lockedFile(setUp?: string[]) {
    const url = `file:${temporaryFile()}`
    const holder = createClient({ url })
    await holder.execute('PRAGMA journal_mode = WAL')
    await holder.execute('CREATE TABLE t (x TEXT)')
    const writer = createClient({ url })
    await writer.execute('PRAGMA busy_timeout = 0')
    if (setUp) renewConnectionAfterBusy(writer, setUp)
    const transaction = await holder.transaction('write')
    await transaction.execute("INSERT INTO t VALUES ('held')")
    return { url, holder, writer, transaction }
  }

  /** A second client's insert that fails busy while the first holds the write lock, then one more insert. */
  async function insertAfterBusy(renew: boolean) {
    const { url, holder, writer, transaction } = await lockedFile(
      renew ? ['PRAGMA busy_timeout = 250'] : undefined,
    )
    await expect(writer.execute("INSERT INTO t VALUES ('refused')")).rejects.toThrow(/SQLITE_BUSY/)
    await transaction.commit()
    await writer.execute("INSERT INTO t VALUES ('after')")
    const reader = createClient({ url })
    const seen = await values(reader)
    const busyTimeout = (await writer.execute('PRAGMA busy_timeout')).rows[0]?.[0]
    for (const client of [holder, writer, reader]) client.close()
    return { seen, busyTimeout }
  }

  it('commits the writes after a busy one, on a connection set up again', async () => {
    expect(await insertAfterBusy(true)).toEqual({ seen: ['held', 'after'], busyTimeout: 250 })
  })

  it('commits a write that started together with the busy one, behind it', async () => {
    const { url, holder, writer, transaction } = await lockedFile(['PRAGMA busy_timeout = 0'])
    // Two requests' writes released together (as by one write turn); the lock is freed as soon as
    // the first one has failed
    const outcomes = await Promise.allSettled([
      writer.execute("INSERT INTO t VALUES ('refused')").catch(async (error: unknown) => {
        await transaction.commit()
        throw error
      }),
      writer.execute("INSERT INTO t VALUES ('behind it')"),
    ])
    const reader = createClient({ url })
    const seen = await values(reader)
    for (const client of [holder, writer, reader]) client.close()
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled'])
    expect(seen).toEqual(['held', 'behind it'])
  })

  it('without it, the client reports the next insert written but nobody else ever sees it (libsql-client-ts#352)', async () => {
    // When this fails, the client resets a failed statement itself and the renewal can go.
    expect((await insertAfterBusy(false)).seen).toEqual(['held'])
  })
})
