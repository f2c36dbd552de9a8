/** MongoDB's duplicate key, and the write conflict of two transactions writing the same key. */
const MONGO_DUPLICATE_KEY = 11000
const MONGO_WRITE_CONFLICT = 112

/**
 * The options of an idempotent single-document write guarded by a unique index (a lease, an
 * outbox message, a subscriber, a progress record, a booking, an enrolment and the account it
 * creates): outside a transaction, so that on MongoDB's replica set the loser of a race
 * gets the server's duplicate-key error (11000) at once, as on SQLite, instead of a transaction's
 * WriteConflict (docs/decisions/0020-mongodb-verified-offline.md).
 */
export const UNIQUE_INSERT = { disableTransaction: true } as const

/**
 * True when the database refused a write because a unique value already exists: SQLite's
 * constraint, MongoDB's duplicate key, or MongoDB's WriteConflict (another transaction wrote the
 * same key first). The caller treats it as "someone else won" and re-reads the winner.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const candidate = error as { name?: string; message?: string; code?: unknown; cause?: unknown }
  const text = `${candidate.name ?? ''} ${candidate.message ?? ''}`
  if (/unique|duplicate|already (exists|registered|in use)|E11000|WriteConflict/i.test(text)) return true
  if (
    candidate.code === MONGO_DUPLICATE_KEY ||
    candidate.code === MONGO_WRITE_CONFLICT ||
    candidate.code === 'SQLITE_CONSTRAINT_UNIQUE'
  ) {
    return true
  }
  const data = (error as { data?: { errors?: { message?: string }[] } }).data
  if (data?.errors?.some((issue) => /unique|already|registered/i.test(issue.message ?? ''))) return true
  return candidate.cause ? isUniqueViolation(candidate.cause) : false
}
