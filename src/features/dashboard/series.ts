import type { Payload, Where } from 'payload'

import { BROADCASTS_SLUG, broadcastPurpose, EMAIL_SEQUENCES_SLUG, stepPurpose } from '@/features/mailing-list'
import {
  COURSE_FUNNEL_EVENTS_SLUG,
  ENROLMENTS_SLUG,
  REPEAT_PURCHASE_REASON,
  trackedCourseLessons,
} from '@/features/course'

import { DASHBOARD_SERIES_NAMES, type DashboardRange, type DashboardSeriesName } from './validations'
import { medianOfHistogram, rangeWindow } from './calendar'
import { dashboardStore, type KeyCount } from './store'

/** The key of the crash-course e-mail sequence (seeded by src/seed; the owner edits its steps). */
export const CRASH_COURSE_SEQUENCE_KEY = 'crash-course'

/** At most this many broadcasts are shown, the latest of the range. */
const MAX_BROADCASTS = 100

const DAY_MS = 24 * 60 * 60 * 1000

type Computed = { range: DashboardRange; from: string; computedAt: string }

export type SubscriberWeek = {
  week: string
  new: number
  confirmed: number
  unsubscribed: number
  /** On the list (pending or confirmed) at the end of the week. */
  total: number
}
export type SubscriberSeries = Computed & { weeks: SubscriberWeek[] }

export type SequenceStepRow = { step: number; subject: string; sent: number; unsubscribed: number }
export type SequenceSeries = Computed & { steps: SequenceStepRow[] }

export type LessonRow = { lessonId: string; title: string; module: string; learners: number }
export type FunnelSeries = Computed & {
  lessons: LessonRow[]
  activeLast7Days: number
  activeLast30Days: number
  /** Of the learners active in the range; null when there were none. */
  medianPercentComplete: number | null
}

export type BookingMonth = {
  month: string
  /** Paid (not refunded) bookings and their revenue in cents. */
  count: number
  revenue: number
  /** Paid or refunded bookings by where their session stands now. */
  awaiting: number
  confirmed: number
  completed: number
  cancelled: number
}
export type BookingSeries = Computed & { months: BookingMonth[] }

export type BroadcastRow = {
  id: number | string
  subject: string
  startedAt: string
  sent: number
  failed: number
  unsubscribes: number
}
export type BroadcastSeries = Computed & { broadcasts: BroadcastRow[] }

export type SalesStep = { step: string; count: number }
export type SalesSeries = Computed & { steps: SalesStep[] }

const countsByKey = (rows: KeyCount[]) => new Map(rows.map(({ key, count }) => [String(key), Number(count)]))

const stamp = (range: DashboardRange, from: Date): Computed => ({
  range,
  from: from.toISOString(),
  computedAt: new Date().toISOString(),
})

/** New, confirmed and unsubscribed subscribers per week, and the size of the list at each week's end. */
export async function subscribersPerWeek(
  payload: Payload,
  range: DashboardRange,
  now = new Date(),
): Promise<SubscriberSeries> {
  const store = dashboardStore(payload)
  const { from, weeks, weekBounds } = rangeWindow(range, now)
  const [joinedPerWeek, confirmedPerWeek, leftPerWeek, before] = await Promise.all([
    store.subscribersPerInterval('subscribedAt', weekBounds),
    store.subscribersPerInterval('confirmedAt', weekBounds),
    store.subscribersPerInterval('unsubscribedAt', weekBounds),
    store.listSizeAt(from),
  ])
  let total = before
  const rows = weeks.map((week, i) => {
    total += joinedPerWeek[i] - leftPerWeek[i]
    return {
      week,
      new: joinedPerWeek[i],
      confirmed: confirmedPerWeek[i],
      unsubscribed: leftPerWeek[i],
      total,
    }
  })
  return { ...stamp(range, from), weeks: rows }
}

/** For each step of the crash-course sequence: messages sent, and unsubscribes from its link, in the range. */
export async function crashCourseSteps(
  payload: Payload,
  range: DashboardRange,
  now = new Date(),
): Promise<SequenceSeries> {
  const { from } = rangeWindow(range, now)
  const { docs } = await payload.find({
    collection: EMAIL_SEQUENCES_SLUG,
    where: { key: { equals: CRASH_COURSE_SEQUENCE_KEY } },
    limit: 1,
    depth: 0,
    select: { steps: { id: true, subject: true } },
    overrideAccess: true,
  })
  const sequence = docs[0]
  const steps = (sequence?.steps ?? []).map((step, index) => ({
    subject: step.subject,
    purpose: stepPurpose(sequence!.id, step.id ?? String(index)),
  }))
  const purposes = steps.map((step) => step.purpose)
  const store = dashboardStore(payload)
  const [sent, unsubscribed] = await Promise.all([
    store.sentByPurpose(purposes, from).then(countsByKey),
    store.unsubscribedByPurpose(purposes, from).then(countsByKey),
  ])
  return {
    ...stamp(range, from),
    steps: steps.map(({ subject, purpose }, index) => ({
      step: index + 1,
      subject,
      sent: sent.get(purpose) ?? 0,
      unsubscribed: unsubscribed.get(purpose) ?? 0,
    })),
  }
}

/**
 * How to Let Go: for each lesson in course order, the learners who completed it in the range;
 * the learners active in the last 7 and 30 days; and the median share of the course completed by
 * the learners active in the range.
 */
export async function courseFunnel(
  payload: Payload,
  range: DashboardRange,
  now = new Date(),
): Promise<FunnelSeries> {
  const { from } = rangeWindow(range, now)
  const lessons = await trackedCourseLessons(payload)
  const lessonIds = lessons.map((lesson) => lesson.lessonId)
  const store = dashboardStore(payload)
  const [completions, [activeLast7Days, activeLast30Days], histogram] = await Promise.all([
    store.completionsByLesson(lessonIds, from).then(countsByKey),
    store.activeLearners([7, 30].map((days) => new Date(now.getTime() - days * DAY_MS))),
    store.learnersByLessonsCompleted(lessonIds, from),
  ])
  const median = medianOfHistogram(histogram)
  return {
    ...stamp(range, from),
    lessons: lessons.map((lesson) => ({ ...lesson, learners: completions.get(lesson.lessonId) ?? 0 })),
    activeLast7Days,
    activeLast30Days,
    medianPercentComplete:
      median === null || lessons.length === 0 ? null : Math.round((median / lessons.length) * 1000) / 10,
  }
}

/**
 * Bookings per month of the range: the paid (webhook-confirmed, not refunded) ones and the revenue
 * in cents, and the sessions split into awaiting a time, confirmed, completed and cancelled.
 */
export async function bookingsPerMonth(
  payload: Payload,
  range: DashboardRange,
  now = new Date(),
): Promise<BookingSeries> {
  const { from, months } = rangeWindow(range, now)
  const totals = new Map(
    (await dashboardStore(payload).bookingsByMonth(from, now)).map((row) => [row.month, row]),
  )
  return {
    ...stamp(range, from),
    months: months.map((month) => {
      const row = totals.get(month)
      return {
        month,
        count: Number(row?.count ?? 0),
        revenue: Number(row?.revenue ?? 0),
        awaiting: Number(row?.awaiting ?? 0),
        confirmed: Number(row?.confirmed ?? 0),
        completed: Number(row?.completed ?? 0),
        cancelled: Number(row?.cancelled ?? 0),
      }
    }),
  }
}

/** The broadcasts started in the range, oldest first: sent, failed (the sender's counters) and unsubscribes. */
export async function broadcastResults(
  payload: Payload,
  range: DashboardRange,
  now = new Date(),
): Promise<BroadcastSeries> {
  const { from } = rangeWindow(range, now)
  const { docs } = await payload.find({
    collection: BROADCASTS_SLUG,
    where: { startedAt: { greater_than_equal: from.toISOString() } },
    sort: '-startedAt',
    limit: MAX_BROADCASTS,
    depth: 0,
    select: { subject: true, startedAt: true, sent: true, failed: true },
    overrideAccess: true,
  })
  const unsubscribes = countsByKey(
    await dashboardStore(payload).unsubscribedByPurpose(
      docs.map((doc) => broadcastPurpose(doc.id)),
      null,
    ),
  )
  return {
    ...stamp(range, from),
    broadcasts: docs.reverse().map((doc) => ({
      id: doc.id,
      subject: doc.subject,
      startedAt: doc.startedAt as string,
      sent: doc.sent ?? 0,
      failed: doc.failed ?? 0,
      unsubscribes: unsubscribes.get(broadcastPurpose(doc.id)) ?? 0,
    })),
  }
}

/**
 * How to Let Go's sales funnel in the range: course page views, Checkout sessions started,
 * purchases paid (that took money: not a free one, not a repeat), and those refunded (counted when
 * the refund came).
 */
export async function courseSales(
  payload: Payload,
  range: DashboardRange,
  now = new Date(),
): Promise<SalesSeries> {
  const { from } = rangeWindow(range, now)
  const since = from.toISOString()
  const count = async (collection: typeof COURSE_FUNNEL_EVENTS_SLUG | typeof ENROLMENTS_SLUG, where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const event = (kind: string) =>
    count(COURSE_FUNNEL_EVENTS_SLUG, {
      and: [{ kind: { equals: kind } }, { createdAt: { greater_than_equal: since } }],
    })
  // A sale took money: not a purchase a 100%-off code made free, nor a second purchase by a buyer
  // who had the course, which is refunded at once
  const sale: Where[] = [
    { source: { equals: 'purchase' } },
    { amount: { greater_than: 0 } },
    { or: [{ revokeReason: { exists: false } }, { revokeReason: { not_equals: REPEAT_PURCHASE_REASON } }] },
  ]
  const [views, checkouts, paid, refunded] = await Promise.all([
    event('course-page-view'),
    event('checkout-started'),
    count(ENROLMENTS_SLUG, { and: [...sale, { createdAt: { greater_than_equal: since } }] }),
    count(ENROLMENTS_SLUG, {
      and: [...sale, { status: { equals: 'refunded' } }, { endedAt: { greater_than_equal: since } }],
    }),
  ])
  return {
    ...stamp(range, from),
    steps: [
      { step: 'Course page views', count: views },
      { step: 'Checkouts started', count: checkouts },
      { step: 'Paid', count: paid },
      { step: 'Refunded', count: refunded },
    ],
  }
}

const DASHBOARD_SERIES = {
  subscribers: subscribersPerWeek,
  crashCourse: crashCourseSteps,
  funnel: courseFunnel,
  bookings: bookingsPerMonth,
  broadcasts: broadcastResults,
  sales: courseSales,
} satisfies Record<DashboardSeriesName, unknown>

export type DashboardData = {
  [Name in DashboardSeriesName]?: Awaited<ReturnType<(typeof DASHBOARD_SERIES)[Name]>>
}

/** Where a series may be kept between requests: answers the value under the key, or computes it. */
export type SeriesCache = <T>(key: string, compute: () => Promise<T>) => Promise<T>

const computeEveryTime: SeriesCache = (_key, compute) => compute()

/** The named series (all of them by default) for one range, each through `cache` when given. */
export async function dashboardData(
  payload: Payload,
  range: DashboardRange,
  names: readonly DashboardSeriesName[] = DASHBOARD_SERIES_NAMES,
  { now = new Date(), cache = computeEveryTime }: { now?: Date; cache?: SeriesCache } = {},
): Promise<DashboardData> {
  const entries = await Promise.all(
    names.map(
      async (name) =>
        [
          name,
          await cache<unknown>(`${name}:${range}`, () => DASHBOARD_SERIES[name](payload, range, now)),
        ] as const,
    ),
  )
  return Object.fromEntries(entries)
}
