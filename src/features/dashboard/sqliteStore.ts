import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { and, count, eq, gte, inArray, sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { BookingMonthTotals, DashboardStore, KeyCount } from './types'

/** Payload's SQLite dates are ISO-8601 text in UTC: they sort as text, and a month is a prefix. */
const monthOf = (column: unknown): SQL<string> => sql<string>`substr(${column}, 1, 7)`

const iso = (date: Date) => date.toISOString()

/** The dashboard's queries on SQLite, through the adapter's drizzle client and table definitions. */
export function sqliteDashboardStore(payload: Payload): DashboardStore {
  const db = payload.db as unknown as SQLiteAdapter
  const { drizzle } = db
  const signups = db.tables.email_signups
  const outbox = db.tables.email_outbox
  const progress = db.tables.lesson_progress
  const bookings = db.tables.bookings

  const stillUnsubscribed = eq(signups.status, 'unsubscribed')

  return {
    // One counted index range per interval: cheaper than grouping every row by its day and sorting
    async subscribersPerInterval(field, bounds) {
      const column = signups[field]
      const intervals = sql.join(
        bounds.slice(0, -1).map((start, i) => sql`(${i}, ${iso(start)}, ${iso(bounds[i + 1])})`),
        sql`, `,
      )
      const onlyUnsubscribed = field === 'unsubscribedAt' ? sql`${stillUnsubscribed} AND` : sql``
      const rows = await drizzle.all<{ count: number }>(sql`
        WITH intervals(position, start, stop) AS (VALUES ${intervals})
        SELECT (
          SELECT count(*) FROM ${signups}
          WHERE ${onlyUnsubscribed} ${column} >= intervals.start AND ${column} < intervals.stop
        ) AS count
        FROM intervals ORDER BY position`)
      return rows.map((row) => Number(row.count))
    },

    // count(*) without a condition is answered from the b-tree's page counts, without visiting
    // the rows: cheaper than counting the sign-ups before `at` over half a million index entries
    async listSizeAt(at) {
      const before = iso(at)
      const [row] = await drizzle.all<{ size: number }>(sql`
        SELECT
          (SELECT count(*) FROM ${signups})
          - (SELECT count(*) FROM ${signups} WHERE ${signups.subscribedAt} >= ${before})
          - (SELECT count(*) FROM ${signups} WHERE ${stillUnsubscribed} AND ${signups.unsubscribedAt} < ${before})
          AS size`)
      return Number(row.size)
    },

    async sentByPurpose(purposes, from) {
      if (purposes.length === 0) return []
      return drizzle
        .select({ key: outbox.purpose, count: count() })
        .from(outbox)
        .where(
          and(inArray(outbox.purpose, purposes), eq(outbox.status, 'sent'), gte(outbox.sentAt, iso(from))),
        )
        .groupBy(outbox.purpose) as Promise<KeyCount[]>
    },

    async unsubscribedByPurpose(purposes, from) {
      if (purposes.length === 0) return []
      return drizzle
        .select({ key: signups.unsubscribedFrom, count: count() })
        .from(signups)
        .where(
          and(
            inArray(signups.unsubscribedFrom, purposes),
            stillUnsubscribed,
            from ? gte(signups.unsubscribedAt, iso(from)) : undefined,
          ),
        )
        .groupBy(signups.unsubscribedFrom) as Promise<KeyCount[]>
    },

    // One counted index range per lesson, like the weeks above
    async completionsByLesson(lessonIds, from) {
      if (lessonIds.length === 0) return []
      const lessons = sql.join(
        lessonIds.map((lessonId) => sql`(${lessonId})`),
        sql`, `,
      )
      return drizzle.all<KeyCount>(sql`
        WITH lessons(id) AS (VALUES ${lessons})
        SELECT lessons.id AS key, (
          SELECT count(*) FROM ${progress}
          WHERE ${progress.lessonId} = lessons.id AND ${progress.completed} = 1
            AND ${progress.completedAt} >= ${iso(from)}
        ) AS count
        FROM lessons`)
    },

    async activeLearners(sinces) {
      if (sinces.length === 0) return []
      const earliest = new Date(Math.min(...sinces.map((since) => since.getTime())))
      const counts = sql.join(
        sinces.map(
          (since, i) =>
            sql`count(DISTINCT CASE WHEN ${progress.updatedAt} >= ${iso(since)} THEN ${progress.user} END) AS ${sql.raw(`w${i}`)}`,
        ),
        sql`, `,
      )
      const [row] = await drizzle.all<Record<string, number>>(
        sql`SELECT ${counts} FROM ${progress} WHERE ${progress.updatedAt} >= ${iso(earliest)}`,
      )
      return sinces.map((_, i) => Number(row?.[`w${i}`] ?? 0))
    },

    async learnersByLessonsCompleted(lessonIds, since) {
      if (lessonIds.length === 0) return []
      const courseLesson = inArray(progress.lessonId, lessonIds)
      const rows = await drizzle.all<{ value: number; count: number }>(sql`
        SELECT done AS value, count(*) AS count FROM (
          SELECT sum(CASE WHEN ${progress.completed} = 1 AND ${courseLesson} THEN 1 ELSE 0 END) AS done
          FROM ${progress}
          GROUP BY ${progress.user}
          HAVING max(${progress.updatedAt}) >= ${iso(since)}
        ) GROUP BY done`)
      return rows.map((row) => ({ value: Number(row.value), count: Number(row.count) }))
    },

    async bookingsByMonth(from, now) {
      const month = monthOf(bookings.createdAt)
      const paid = sql`${bookings.status} = 'paid'`
      const confirmed = sql`${paid} AND ${bookings.schedule} = 'confirmed'`
      const rows = await drizzle
        .select({
          month,
          count: sql<number>`coalesce(sum(${paid}), 0)`,
          revenue: sql<number>`coalesce(sum(CASE WHEN ${paid} THEN ${bookings.amount} ELSE 0 END), 0)`,
          awaiting: sql<number>`coalesce(sum(${paid} AND coalesce(${bookings.schedule}, 'awaiting-time') = 'awaiting-time'), 0)`,
          confirmed: sql<number>`coalesce(sum(${confirmed} AND ${bookings.endsAt} > ${iso(now)}), 0)`,
          completed: sql<number>`coalesce(sum(${confirmed} AND ${bookings.endsAt} <= ${iso(now)}), 0)`,
          cancelled: sql<number>`coalesce(sum(${bookings.status} = 'refunded' OR (${paid} AND ${bookings.schedule} = 'cancelled')), 0)`,
        })
        .from(bookings)
        .where(and(inArray(bookings.status, ['paid', 'refunded']), gte(bookings.createdAt, iso(from))))
        .groupBy(month)
      return rows.map((row: BookingMonthTotals) => ({
        month: row.month,
        count: Number(row.count),
        revenue: Number(row.revenue),
        awaiting: Number(row.awaiting),
        confirmed: Number(row.confirmed),
        completed: Number(row.completed),
        cancelled: Number(row.cancelled),
      }))
    },
  }
}
