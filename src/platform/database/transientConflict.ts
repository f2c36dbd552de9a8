/**
 * MongoDB's label on an error that aborted a transaction because another one wrote the same
 * document first (code 112, WriteConflict): nothing of the transaction was written, and the whole
 * transaction may run again. MongoDB's drivers retry on it in `withTransaction`; Payload's auth
 * operations, which write a member's session list inside their transaction, do not
 * (payloadcms/payload#16766), so two sign-ins or sign-outs of one member at the same moment would
 * answer 500. Only MongoDB raises it. docs/decisions/0074-transient-transaction-retries.md.
 */
const TRANSIENT_TRANSACTION_ERROR = 'TransientTransactionError'

/** The runs of an operation before a conflict is given up on: two conflicts in a row are rare. */
const ATTEMPTS = 3
/**
 * A rerun waits 50-100 ms times its number, so that the transaction it lost to has most likely
 * committed before the rerun reads the document again (a rerun that reads before that commit and
 * writes after it would write back a copy without it).
 */
const PAUSE_MS = 100

/** True when the error (or one it wraps) is MongoDB's "abort, nothing written, run it again". */
export function isTransientTransactionError(error: unknown): boolean {
  // The driver's MongoError lists its labels in `errorLabels`
  return someInChain(error, (each) => {
    const labels = (each as { errorLabels?: unknown }).errorLabels
    return Array.isArray(labels) && labels.includes(TRANSIENT_TRANSACTION_ERROR)
  })
}

/** True when `test` holds for the error or one it wraps (its `cause`, or a GraphQL error's `originalError`). */
function someInChain(error: unknown, test: (each: object) => boolean): boolean {
  for (let each = error, depth = 0; each && typeof each === 'object' && depth < 5; depth++) {
    if (test(each)) return true
    const wrapper = each as { cause?: unknown; originalError?: unknown }
    each = wrapper.cause ?? wrapper.originalError
  }
  return false
}

/** The seconds a request whose every run lost is told to wait before it is sent again (`Retry-After`). */
export const RETRY_AFTER_CONFLICT_SECONDS = '1'

/** What a request whose every run lost is told (the message of TransactionConflict). */
export const CROSSED_WRITE = 'Another change to the same record was being saved at the same moment.'

/**
 * True when the request lost a transaction race for good: MongoDB's label on the error or one it
 * wraps, or our TransactionConflict after the last run.
 */
export const isLostRace = (error: unknown): boolean =>
  someInChain(error, (each) => each instanceof TransactionConflict || isTransientTransactionError(each))

/** Thrown when every run of an operation lost to another transaction: the caller answers 409. */
export class TransactionConflict extends Error {
  constructor(cause: unknown) {
    super(CROSSED_WRITE, { cause })
    this.name = 'TransactionConflict'
  }
}

/**
 * Runs `operation`, and runs it again (after a short random pause, up to three runs in all) while
 * it fails with a transient transaction error; `beforeRetry` clears what the failed run left on
 * the request. Any other error is thrown as it is.
 */
export async function retryTransientConflicts<T>(
  operation: () => Promise<T>,
  beforeRetry: () => void | Promise<void> = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation()
    } catch (error) {
      if (!isTransientTransactionError(error)) throw error
      if (attempt === ATTEMPTS) throw new TransactionConflict(error)
      await new Promise((resolve) => setTimeout(resolve, (0.5 + Math.random() / 2) * PAUSE_MS * attempt))
      await beforeRetry()
    }
  }
}
