import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { and, eq, notInArray, sql } from '@payloadcms/db-sqlite/drizzle'

/** One of Payload's sessions of a signed-in browser, as its auth operations hand it to the adapter. */
type Session = { id: string; createdAt?: Date | string | null; expiresAt: Date | string }

/** Payload's SQLite dates are ISO-8601 text; its operations hand some over as Date objects. */
const asText = (value: Date | string | null | undefined): string | null =>
  value instanceof Date ? value.toISOString() : (value ?? null)

const isSessionList = (value: unknown): value is Session[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string')

/**
 * Payload keeps an auth collection's sessions (one per signed-in browser) in an array field, and
 * its SQL adapter writes an array by deleting all of the document's rows and inserting the new
 * list: two statements, without a transaction here (docs/operations.md, "SQLite"). Each sign-in,
 * sign-out or edit of a member writes the whole list, so a request that another process reads
 * between the two statements finds the member with no session: it is refused as signed out, and a
 * sign-in that read it writes back a list without the member's other browsers, which are then
 * signed out for good.
 *
 * So on SQLite a write of a document's whole `sessions` list is made in place, before Payload
 * writes the rest of the document: the rows no longer in the list are deleted, then the list is
 * upserted by session id (expiry and order). A session in both the old list and the new one never
 * leaves the table. docs/decisions/0072-sessions-written-in-place.md.
 */
export function writeSessionsInPlace(db: SQLiteAdapter): void {
  const updateOne = db.updateOne
  db.updateOne = async function (this: SQLiteAdapter, args) {
    const table = args.id === undefined ? undefined : sessionsTable(db, args.collection)
    const data = (args.data ?? {}) as Record<string, unknown>
    const { sessions } = data
    if (!table || (sessions !== undefined && !isSessionList(sessions))) return updateOne.call(this, args)
    if (sessions) await writeInPlace(db, table, Number(args.id), sessions)
    // Payload's own write of the document then appends nothing to the list. Given no list at all,
    // it would delete every session of the member (an array missing from the data is written empty).
    return updateOne.call(this, { ...args, data: { ...data, sessions: { $push: [] } } })
  }
}

type SessionsTable = NonNullable<ReturnType<typeof sessionsTable>>

async function writeInPlace(db: SQLiteAdapter, table: SessionsTable, parent: number, sessions: Session[]) {
  const ids = sessions.map((session) => session.id)
  const ofParent = eq(table._parentID, parent)
  await db.drizzle.delete(table).where(ids.length ? and(ofParent, notInArray(table.id, ids)) : ofParent)
  if (sessions.length === 0) return
  await db.drizzle
    .insert(table)
    .values(
      sessions.map((session, index) => ({
        _order: index + 1,
        _parentID: parent,
        id: session.id,
        createdAt: asText(session.createdAt),
        expiresAt: asText(session.expiresAt),
      })),
    )
    .onConflictDoUpdate({
      target: table.id,
      set: { _order: sql`excluded._order`, expiresAt: sql`excluded.expires_at` },
      setWhere: ofParent,
    })
}

/** The table of `collection`'s sessions, when it is an auth collection that keeps sessions. */
function sessionsTable(db: SQLiteAdapter, collection: string) {
  const collections: Partial<Record<string, { config: { auth?: { useSessions?: boolean } } }>> =
    db.payload.collections
  if (!collections[collection]?.config.auth?.useSessions) return undefined
  const parent = db.tableNameMap.get(collection.replaceAll('-', '_'))
  return parent === undefined ? undefined : db.tables[db.tableNameMap.get(`${parent}_sessions`) ?? '']
}
