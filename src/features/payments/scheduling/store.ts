import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { and, eq, gte, lt, ne, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { TakenInterval } from './slots'

const isSqlite = (payload: Payload) => (payload.db as { name?: string }).name === 'sqlite'

/**
 * The confirmed sessions starting in [from, to), other than `exceptId` (the booking being moved).
 * On SQLite one index range of (schedule, starts_at) reading two columns; elsewhere the local API.
 */
export async function takenIntervals(
  payload: Payload,
  from: Date,
  to: Date,
  exceptId?: number | string,
): Promise<TakenInterval[]> {
  if (isSqlite(payload)) {
    const db = payload.db as unknown as SQLiteAdapter
    const bookings = db.tables.bookings
    const rows = await db.drizzle
      .select({ start: bookings.startsAt, end: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.schedule, 'confirmed'),
          gte(bookings.startsAt, from.toISOString()),
          lt(bookings.startsAt, to.toISOString()),
          exceptId === undefined ? sql`1 = 1` : ne(bookings.id, Number(exceptId)),
        ),
      )
    return rows.flatMap((row: { start: string | null; end: string | null }) =>
      row.start && row.end ? [{ start: Date.parse(row.start), end: Date.parse(row.end) }] : [],
    )
  }
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { schedule: { equals: 'confirmed' } },
        { startsAt: { greater_than_equal: from.toISOString() } },
        { startsAt: { less_than: to.toISOString() } },
        ...(exceptId === undefined ? [] : [{ id: { not_equals: exceptId } }]),
      ],
    },
    select: { startsAt: true, endsAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((doc) =>
    doc.startsAt && doc.endsAt ? [{ start: Date.parse(doc.startsAt), end: Date.parse(doc.endsAt) }] : [],
  )
}
