import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'

/**
 * Work that must see a change committed, or not happen: run after the change's transaction commits
 * (docs/decisions/0078-after-commit-callbacks.md). Payload has no hook for it, so the adapter's
 * `commitTransaction` and `rollbackTransaction` are wrapped once (`runAfterCommitCallbacks`, in
 * the adapter factory, src/platform/database/database.ts): a callback registered under a
 * transaction runs once its commit has resolved, in the order registered, and is dropped when the
 * transaction rolls back or its commit fails. A callback that fails is logged: the change it
 * follows is committed, and its request is not failed for it.
 */
export type AfterCommitCallback = () => Promise<void> | void

type TransactionID = number | string
type Transactions = Pick<BaseDatabaseAdapter, 'commitTransaction' | 'rollbackTransaction'>
type Logger = { error: (entry: { msg: string; err: unknown }) => void }

/** The callbacks waiting for their transaction, kept on the adapter (one per Payload, whatever bundle runs the hook). */
const PENDING = Symbol.for('coach-site.afterCommit')
/** A transaction's callbacks, and the keys of those registered with one. */
type Waiting = { callbacks: AfterCommitCallback[]; keys: Set<string> }
type WithPending = { [PENDING]?: Map<TransactionID, Waiting> }

/**
 * The transaction's id (a string or a number), or undefined when there is none. While a
 * transaction begins Payload holds a promise of its id, which resolves to null where the adapter
 * runs none (SQLite here). And Payload's relationship loader writes back onto the request the
 * transaction id it carried in a JSON key: the promise comes back as `{}` (in a request that
 * populated a relationship before its hooks ran); that is no transaction either.
 */
async function idOf(incoming: PayloadRequest['transactionID']): Promise<TransactionID | undefined> {
  const id: unknown = await incoming
  return (typeof id === 'string' && id !== '') || typeof id === 'number' ? id : undefined
}

async function runLogged(
  callbacks: readonly AfterCommitCallback[],
  logger: Logger | undefined,
): Promise<void> {
  for (const callback of callbacks) {
    try {
      await callback()
    } catch (error) {
      const msg = 'Work after a committed change failed'
      if (logger) logger.error({ msg, err: error })
      else console.error(`${msg}: ${String(error)}`)
    }
  }
}

const loggerOf = (db: unknown): Logger | undefined =>
  (db as { payload?: { logger?: Logger } }).payload?.logger

/**
 * Wraps the adapter's commit and rollback, once: the commit runs the callbacks registered under its
 * transaction after it resolves (none when it throws), and the rollback drops them. The list is
 * taken before the adapter ends the transaction and again after, so one registered meanwhile (by
 * another operation sharing the request) is run or dropped with the rest, and nothing is kept for a
 * transaction that has ended.
 */
export function runAfterCommitCallbacks<DB extends Transactions>(db: DB): DB {
  const holder = db as DB & WithPending
  if (holder[PENDING]) return db
  const pending = new Map<TransactionID, Waiting>()
  holder[PENDING] = pending
  const { commitTransaction, rollbackTransaction } = db
  const take = (id: TransactionID | undefined): AfterCommitCallback[] => {
    if (id === undefined) return []
    const callbacks = pending.get(id)?.callbacks ?? []
    pending.delete(id)
    return callbacks
  }
  db.commitTransaction = async function (incomingID) {
    const id = await idOf(incomingID)
    const callbacks = take(id)
    try {
      await commitTransaction.call(this, incomingID)
    } catch (error) {
      take(id)
      throw error
    }
    await runLogged([...callbacks, ...take(id)], loggerOf(db))
  }
  db.rollbackTransaction = async function (incomingID) {
    const id = await idOf(incomingID)
    take(id)
    try {
      await rollbackTransaction.call(this, incomingID)
    } finally {
      take(id)
    }
  }
  return db
}

/**
 * Runs `callback` once the request's transaction has committed, or at once when the request has
 * none (SQLite here, or a write made outside a transaction). Never throws for the callback: a
 * failure is logged. With a `key`, a transaction runs the first callback registered under it and
 * no other (an update of many documents asks for one token write, not one per document).
 */
export async function afterCommit(
  req: PayloadRequest,
  callback: AfterCommitCallback,
  key?: string,
): Promise<void> {
  const db = req.payload.db
  const id = await idOf(req.transactionID)
  if (id === undefined) {
    await runLogged([callback], loggerOf(db))
    return
  }
  const pending = (db as typeof db & WithPending)[PENDING]
  if (!pending) {
    throw new Error('The database adapter runs no callbacks after a commit: build it with databaseAdapter().')
  }
  const waiting = pending.get(id) ?? { callbacks: [], keys: new Set<string>() }
  pending.set(id, waiting)
  if (key !== undefined) {
    if (waiting.keys.has(key)) return
    waiting.keys.add(key)
  }
  waiting.callbacks.push(callback)
}
