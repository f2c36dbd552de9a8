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
 * So once a statement fails busy (the write lock held past the busy timeout by a writer outside
 * the cluster, e.g. `npm run seed`), the client drops its connection and opens the next one with
 * `setUp` (the busy timeout and the journal's sync level, which are settings of a connection).
 * Statements start one after another, each once the one before has settled and, if it failed
 * busy, the connection has been replaced: a write that was waiting behind a busy one (several
 * requests' writes start together when their write turn comes) goes to the new connection. The
 * failed request still fails. docs/decisions/0055-sqlite-write-turns.md.
 */
export function renewConnectionAfterBusy(client: Client, setUp: readonly string[]): void {
  const execute = client.execute.bind(client)
  const ignore = () => undefined
  const renew = () => {
    // transaction() hands the connection in use to the transaction it begins and makes the next
    // statement open a new one. The transaction is rolled back at once; the old connection, with
    // its stuck statement, is left to the garbage collector.
    client
      .transaction('read')
      .then((transaction) => transaction.close())
      .catch(ignore)
    for (const sql of setUp) execute(sql).catch(ignore)
  }
  // The statements run synchronously, so waiting for the one before costs a microtask, not a turn
  // of the event loop.
  let previous: Promise<unknown> = Promise.resolve()
  const inOrder =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      const result = previous.then(() => call(...args))
      previous = result.then(ignore, (error: unknown) => {
        if (isBusy(error)) renew()
      })
      return result
    }
  client.execute = inOrder(
    client.execute.bind(client) as (...args: unknown[]) => ReturnType<Client['execute']>,
  )
  client.batch = inOrder(client.batch.bind(client))
  client.migrate = inOrder(client.migrate.bind(client))
  client.executeMultiple = inOrder(client.executeMultiple.bind(client))
}
