import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { and, eq, inArray, notInArray, sql } from '@payloadcms/db-sqlite/drizzle'

import {
  asText,
  isSessionList,
  planSessionWrite,
  readListOf,
  type ReadList,
  type Session,
  type SessionWrite,
} from './sessionWrites'

/**
 * Payload keeps an auth collection's sessions (one per signed-in browser) in an array field, and
 * its SQL adapter writes an array by deleting all of the document's rows and inserting the new
 * list: two statements, without a transaction here (docs/operations.md, "SQLite"). Each sign-in,
 * sign-out or edit of a member writes the whole list, as the operation read it a moment before. So
 * another process could read the member with no session in between, and two operations on one
 * member at once (a sign-in while the member signs in or out elsewhere) would each write back a
 * list without the other's change.
 *
 * So on SQLite the list is written in place (as `planSessionWrite` says: the request's change, or
 * the whole list), before Payload writes the rest of the document, and a session that stays never
 * leaves the table. docs/decisions/0072-sessions-written-in-place.md.
 */
export function writeSessionsInPlace(db: SQLiteAdapter): void {
  /** What each request last read or wrote of each document's sessions (by collection and id). */
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
    // Payload's own write of the document appends nothing to the list: given no list at all, its
    // full write (a document with other arrays) would delete every session of the member.
    const untouched = { sessions: { $push: [] } }
    if (!sessions) return updateOne({ ...args, data: { ...data, ...untouched } })
    const read = args.req && readLists.get(args.req)?.get(key(args.collection, args.id))
    const ownSid = (args.req?.user as { _sid?: unknown } | null | undefined)?._sid
    await store(db, table, Number(args.id), planSessionWrite(read, sessions, ownSid, Date.now()))
    remember(args.req, args.collection, args.id, sessions)
    // Payload marks a write of the sessions alone (sign-in, sign-out, renewal) with `updatedAt:
    // null`; it hands over the whole member as read, and writing that back would put back a stale
    // copy and rewrite the member's other arrays (their roles), so it gets nothing else.
    const rest = data.updatedAt === null ? { updatedAt: null } : data
    return updateOne({ ...args, data: { ...rest, ...untouched } })
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

/** Writes `write` to the sessions of `parent`: deletions first, so a staying session never leaves. */
async function store(db: SQLiteAdapter, table: SessionsTable, parent: number, write: SessionWrite) {
  const ofParent = eq(table._parentID, parent)
  if (write.kind === 'list') {
    const ids = write.sessions.map((session) => session.id)
    await db.drizzle.delete(table).where(ids.length ? and(ofParent, notInArray(table.id, ids)) : ofParent)
    if (write.sessions.length === 0) return
    await db.drizzle
      .insert(table)
      .values(rowsOf(parent, write.sessions, 1))
      .onConflictDoUpdate({
        target: table.id,
        set: { _order: sql`excluded._order`, expiresAt: sql`excluded.expires_at` },
        setWhere: ofParent,
      })
    return
  }
  const { ended, started, renewed } = write
  if (ended.length) await db.drizzle.delete(table).where(and(ofParent, inArray(table.id, ended)))
  if (started.length) {
    // Sessions are found by id; their order only sorts the list. A row another request added
    // meanwhile may share an order with these.
    const [{ last }] = await db.drizzle
      .select({ last: sql<number>`coalesce(max(${table._order}), 0)` })
      .from(table)
      .where(ofParent)
    await db.drizzle
      .insert(table)
      .values(rowsOf(parent, started, Number(last) + 1))
      .onConflictDoNothing()
  }
  for (const session of renewed) {
    await db.drizzle
      .update(table)
      .set({ expiresAt: asText(session.expiresAt) })
      .where(and(ofParent, eq(table.id, session.id)))
  }
}

/** The table of `collection`'s sessions, when it is an auth collection that keeps sessions. */
function sessionsTable(db: SQLiteAdapter, collection: string) {
  const collections: Partial<Record<string, { config: { auth?: { useSessions?: boolean } } }>> =
    db.payload.collections
  if (!collections[collection]?.config.auth?.useSessions) return undefined
  const parent = db.tableNameMap.get(collection.replaceAll('-', '_'))
  return parent === undefined ? undefined : db.tables[db.tableNameMap.get(`${parent}_sessions`) ?? '']
}
