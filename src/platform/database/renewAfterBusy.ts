import type { Client } from '@libsql/client'

const isBusy = (error: unknown): boolean =>
  /SQLITE_BUSY/.test(`${(error as { code?: unknown })?.code ?? ''} ${(error as Error)?.message ?? ''}`)

/**
 * The embedded client leaves a statement that failed with SQLITE_BUSY in progress (libsql's `run()`
 * does not reset it: tursodatabase/libsql-client-ts#352, unfixed in the version we use). Until the
 * garbage collector finalizes it, the connection's later writes succeed but are never committed:
 * no other process sees them, and they are lost when the process stops. Measured here: after one
 * busy insert, a second insert on the same client reported success and stayed invisible to a
 * second client, also after a forced collection.
 *
 * So once a statement fails busy (the write lock held past the busy timeout, e.g. by a script or a
 * backup), the client drops its connection and opens the next one with `setUp` (the busy timeout
 * and the journal's sync level, which are settings of a connection). The failed request still
 * fails; the ones after it are written. Writes already queued on the old connection in the same
 * turn of the event loop, before this runs, are not saved. docs/decisions/0055-sqlite-write-turns.md.
 */
export function renewConnectionAfterBusy(client: Client, setUp: readonly string[]): void {
  const execute = client.execute.bind(client)
  const renew = () => {
    // transaction() hands the connection in use to the transaction it begins and makes the next
    // statement open a new one. The transaction is rolled back at once; the old connection, with
    // its stuck statement, is left to the garbage collector.
    const ignore = () => undefined
    void client.transaction('read').then((transaction) => transaction.close(), ignore)
    for (const sql of setUp) void execute(sql).catch(ignore)
  }
  const renewing =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      call(...args).catch((error: unknown) => {
        if (isBusy(error)) renew()
        throw error
      })
  client.execute = renewing(client.execute.bind(client)) as Client['execute']
  client.batch = renewing(client.batch.bind(client))
  client.migrate = renewing(client.migrate.bind(client))
  client.executeMultiple = renewing(client.executeMultiple.bind(client))
}
