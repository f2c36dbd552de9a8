import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { Payload } from 'payload'

import type { BookingMonthTotals, DashboardStore, KeyCount } from './types'

type Stage = Record<string, unknown>

// An offset rather than the name 'UTC': MongoDB takes both, mingo (the tests' engine) only the offset
const monthOf = (field: string) => ({
  $dateToString: { format: '%Y-%m', date: `$${field}`, timezone: '+00:00' },
})

/** Counts per `$group` key, renamed `key`. */
const countPer = (key: unknown): Stage[] => [
  { $group: { _id: key, count: { $sum: 1 } } },
  { $project: { _id: 0, key: '$_id', count: 1 } },
]

/**
 * The dashboard's queries on MongoDB: aggregation pipelines on the adapter's models, where Payload
 * keeps dates as BSON dates and relationships as ObjectIds. Each `$match` leads with the fields of
 * an index the collections declare.
 */
export function mongoDashboardStore(payload: Payload): DashboardStore {
  const { collections } = payload.db as unknown as MongooseAdapter
  const aggregate = <T>(slug: string, pipeline: Stage[]): Promise<T[]> =>
    collections[slug].aggregate(pipeline as never).exec() as Promise<T[]>
  const countOf = async (slug: string, match: Stage): Promise<number> => {
    const [row] = await aggregate<{ count: number }>(slug, [{ $match: match }, { $count: 'count' }])
    return row?.count ?? 0
  }

  return {
    async subscribersPerInterval(field, bounds) {
      const match: Stage = { [field]: { $gte: bounds[0], $lt: bounds[bounds.length - 1] } }
      if (field === 'unsubscribedAt') match.status = 'unsubscribed'
      // $bucket answers the non-empty intervals only, each keyed by its lower bound
      const rows = await aggregate<{ _id: Date; count: number }>('email-signups', [
        { $match: match },
        { $bucket: { groupBy: `$${field}`, boundaries: bounds, output: { count: { $sum: 1 } } } },
      ])
      const counts = new Map(rows.map((row) => [new Date(row._id).getTime(), row.count]))
      return bounds.slice(0, -1).map((start) => counts.get(start.getTime()) ?? 0)
    },

    async listSizeAt(at) {
      const [joined, left] = await Promise.all([
        countOf('email-signups', { subscribedAt: { $lt: at } }),
        countOf('email-signups', { status: 'unsubscribed', unsubscribedAt: { $lt: at } }),
      ])
      return joined - left
    },

    async sentByPurpose(purposes, from) {
      return aggregate<KeyCount>('email-outbox', [
        { $match: { purpose: { $in: purposes }, status: 'sent', sentAt: { $gte: from } } },
        ...countPer('$purpose'),
      ])
    },

    async unsubscribedByPurpose(purposes, from) {
      const match: Stage = { unsubscribedFrom: { $in: purposes }, status: 'unsubscribed' }
      if (from) match.unsubscribedAt = { $gte: from }
      return aggregate<KeyCount>('email-signups', [{ $match: match }, ...countPer('$unsubscribedFrom')])
    },

    async completionsByLesson(lessonIds, from) {
      return aggregate<KeyCount>('lesson-progress', [
        { $match: { completed: true, completedAt: { $gte: from }, lessonId: { $in: lessonIds } } },
        ...countPer('$lessonId'),
      ])
    },

    async activeLearners(sinces) {
      if (sinces.length === 0) return []
      const earliest = new Date(Math.min(...sinces.map((since) => since.getTime())))
      const windows = Object.fromEntries(
        sinces.map((since, i) => [`w${i}`, { $sum: { $cond: [{ $gte: ['$lastChange', since] }, 1, 0] } }]),
      )
      const [row] = await aggregate<Record<string, number>>('lesson-progress', [
        { $match: { updatedAt: { $gte: earliest } } },
        { $group: { _id: '$user', lastChange: { $max: '$updatedAt' } } },
        { $group: { _id: null, ...windows } },
      ])
      return sinces.map((_, i) => row?.[`w${i}`] ?? 0)
    },

    async learnersByLessonsCompleted(lessonIds, since) {
      const completedCourseLesson = {
        $cond: [{ $and: ['$completed', { $in: ['$lessonId', lessonIds] }] }, 1, 0],
      }
      const rows = await aggregate<KeyCount>('lesson-progress', [
        {
          $group: { _id: '$user', done: { $sum: completedCourseLesson }, lastChange: { $max: '$updatedAt' } },
        },
        { $match: { lastChange: { $gte: since } } },
        ...countPer('$done'),
      ])
      return rows.map(({ key, count }) => ({ value: Number(key), count }))
    },

    async bookingsByMonth(from, now) {
      const paid = { $eq: ['$status', 'paid'] }
      const confirmed = { $and: [paid, { $eq: ['$schedule', 'confirmed'] }] }
      const countWhen = (condition: unknown) => ({ $sum: { $cond: [condition, 1, 0] } })
      return aggregate<BookingMonthTotals>('bookings', [
        { $match: { status: { $in: ['paid', 'refunded'] }, createdAt: { $gte: from } } },
        {
          $group: {
            _id: monthOf('createdAt'),
            count: countWhen(paid),
            revenue: { $sum: { $cond: [paid, '$amount', 0] } },
            awaiting: countWhen({
              $and: [paid, { $eq: [{ $ifNull: ['$schedule', 'awaiting-time'] }, 'awaiting-time'] }],
            }),
            confirmed: countWhen({ $and: [confirmed, { $gt: ['$endsAt', now] }] }),
            completed: countWhen({ $and: [confirmed, { $lte: ['$endsAt', now] }] }),
            cancelled: countWhen({
              $or: [{ $eq: ['$status', 'refunded'] }, { $and: [paid, { $eq: ['$schedule', 'cancelled'] }] }],
            }),
          },
        },
        {
          $project: {
            _id: 0,
            month: '$_id',
            count: 1,
            revenue: 1,
            awaiting: 1,
            confirmed: 1,
            completed: 1,
            cancelled: 1,
          },
        },
      ])
    },
  }
}
