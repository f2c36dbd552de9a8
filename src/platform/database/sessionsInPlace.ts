import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { and, eq, inArray, notInArray, sql } from '@payloadcms/db-sqlite/drizzle'

/** One of Payload's sessions of a signed-in browser, as its auth operations hand it to the adapter. */
type Session = { id: string; createdAt?: Date | string | null; expiresAt: Date | string }

/** A list of sessions as a request read it: each session's expiry, by id. */
type ReadList = Map<string, string | null>

/** Payload's SQLite dates are ISO-8601 text; its operations hand some over as Date objects. */
const asText = (value: Date | string | null | undefined): string | null =>
  value instanceof Date ? value.toISOString() : (value ?? null)

const isSessionList = (value: unknown): value is Session[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string')

const readListOf = (sessions: Session[]): ReadList =>
  new Map(sessions.map((session) => [session.id, asText(session.expiresAt)]))

/**
 * Payload keeps an auth collection's sessions (one per signed-in browser) in an array field, and
 * its SQL adapter writes an array by deleting all of the document's rows and inserting the new
 * list: two statements, without a transaction here (docs/operations.md, "SQLite"). Each sign-in,
 * sign-out or edit of a member writes the whole list, as the operation read it a moment before. So
 * another process could read the member with no session in between, and two operations on one
 * member at once (a sign-in while the member signs in or out elsewhere) would each write back a
 * list without the other's change.
 *
 * So on SQLite the list is written in place, before Payload writes the rest of the document:
 * - when the same request read the document's sessions before (Payload's sign-in, sign-out,
 *   renewal and reset do), only its change is written: the sessions it dropped are deleted, the
 *   ones it added are inserted, and an expiry it changed is updated. Sessions that others added or
 *   ended since it read are left as they are.
 * - otherwise the list replaces the stored one: the rows not in it are deleted, then it is
 *   upserted by session id.
 * Either way a session that stays is never out of the table.
 * docs/decisions/0072-sessions-written-in-place.md.
 */
export function writeSessionsInPlace(db: SQLiteAdapter): void {
  /** What each request last read of each document's sessions (by collection and id). */
  const readLists = new WeakMap<object, Map<string, ReadList>>()
  const key = (collection: string, id: unknown) => `${collection}:${String(id)}`
  const remember = (req: object | undefined, collection: string, id: unknown, sessions: Session[]) => {
    if (!req) return
    const lists = readLists.get(req) ?? new Map<string, ReadList>()
    lists.set(key(collection, id), readListOf(sessions))
    readLists.set(req, lists)
  }

  const findOne = db.findOne.bind(db)
  db.findOne = (async (args) => {
    const doc = await findOne(args)
    const { id, sessions } = (doc ?? {}) as { id?: unknown; sessions?: unknown }
    if (isSessionList(sessions) && sessionsTable(db, args.collection)) {
      remember(args.req, args.collection, id, sessions)
    }
    return doc
  }) as typeof db.findOne

  const updateOne = db.updateOne.bind(db)
  db.updateOne = (async (args) => {
    const table = args.id === undefined ? undefined : sessionsTable(db, args.collection)
    const data = (args.data ?? {}) as Record<string, unknown>
    const { sessions } = data
    if (!table || (sessions !== undefined && !isSessionList(sessions))) return updateOne(args)
    if (sessions) {
      const parent = Number(args.id)
      const read = args.req && readLists.get(args.req)?.get(key(args.collection, args.id))
      if (read) await writeChange(db, table, parent, read, sessions)
      else await writeList(db, table, parent, sessions)
      remember(args.req, args.collection, args.id, sessions)
    }
    // Payload's own write of the document then appends nothing to the list. Given no list at all,
    // it would delete every session of the member (an array missing from the data is written empty).
    return updateOne({ ...args, data: { ...data, sessions: { $push: [] } } })
  }) as typeof db.updateOne
}

type SessionsTable = NonNullable<ReturnType<typeof sessionsTable>>

const rowsOf = (parent: number, sessions: Session[], firstOrder: number) =>
  sessions.map((session, index) => ({
    _order: firstOrder + index,
    _parentID: parent,
    id: session.id,
    createdAt: asText(session.createdAt),
    expiresAt: asText(session.expiresAt),
  }))

/** The change from the list the request read to `sessions`, and nothing else. */
async function writeChange(
  db: SQLiteAdapter,
  table: SessionsTable,
  parent: number,
  read: ReadList,
  sessions: Session[],
) {
  const ofParent = eq(table._parentID, parent)
  const kept = new Set(sessions.map((session) => session.id))
  const ended = [...read.keys()].filter((id) => !kept.has(id))
  const started = sessions.filter((session) => !read.has(session.id))
  const renewed = sessions.filter(
    (session) => read.has(session.id) && read.get(session.id) !== asText(session.expiresAt),
  )
  if (ended.length) await db.drizzle.delete(table).where(and(ofParent, inArray(table.id, ended)))
  if (started.length) {
    // After the rows the request read; a row added meanwhile by another may share an order
    await db.drizzle
      .insert(table)
      .values(rowsOf(parent, started, read.size + 1))
      .onConflictDoNothing()
  }
  for (const session of renewed) {
    await db.drizzle
      .update(table)
      .set({ expiresAt: asText(session.expiresAt) })
      .where(and(ofParent, eq(table.id, session.id)))
  }
}

/** `sessions` as the whole list: the rows not in it are deleted, then it is upserted. */
async function writeList(db: SQLiteAdapter, table: SessionsTable, parent: number, sessions: Session[]) {
  const ids = sessions.map((session) => session.id)
  const ofParent = eq(table._parentID, parent)
  await db.drizzle.delete(table).where(ids.length ? and(ofParent, notInArray(table.id, ids)) : ofParent)
  if (sessions.length === 0) return
  await db.drizzle
    .insert(table)
    .values(rowsOf(parent, sessions, 1))
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
