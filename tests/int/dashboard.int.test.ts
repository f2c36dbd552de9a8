import { sql } from '@payloadcms/db-sqlite'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { broadcastPurpose } from '@/features/mailing-list/collections/broadcastsSlug'
import { rangeWindow, weekStart } from '@/features/dashboard/calendar'
import { dashboardData, type DashboardData } from '@/features/dashboard/series'
import { stepPurpose } from '@/features/mailing-list/emailSequences'
import type { Broadcast, EmailSignup } from '@/payload-types'
import { course } from '@/seed/content/course'
import { crashCourseSequence } from '@/seed/content/crashCourseEmails'

import { startApi, type ApiClient } from './helpers/authApi'

const DAY_MS = 24 * 60 * 60 * 1000
const now = new Date()
const thisWeek = weekStart(now).getTime()
/** Noon on a day of the week `weeksAgo` weeks before this one (day 0 is its Monday). */
const inWeek = (weeksAgo: number, day = 1) =>
  new Date(thisWeek - weeksAgo * 7 * DAY_MS + day * DAY_MS + DAY_MS / 2)
const at = (date: Date) => date.toISOString()

let api: ApiClient
let payload: Payload
let adminCookie: string
let memberCookie: string
let flaggedAdminCookie: string
let stepPurposes: string[]
let broadcastId: number

type SubscriberData = Pick<EmailSignup, 'status' | 'subscribedAt'> &
  Partial<Pick<EmailSignup, 'confirmedAt' | 'unsubscribedAt' | 'unsubscribedFrom'>>

const subscriber = (email: string, data: SubscriberData) =>
  payload.create({ collection: 'email-signups', data: { email, ...data }, depth: 0 })

const outboxMessage = (purpose: string, to: string, status: 'sent' | 'failed', sentAt: Date) =>
  payload.create({
    collection: 'email-outbox',
    data: {
      to,
      purpose,
      dedupeKey: `${to}|${purpose}`,
      subject: 'Step',
      status,
      attempts: 1,
      nextAttemptAt: at(sentAt),
      sentAt: status === 'sent' ? at(sentAt) : null,
    },
    depth: 0,
  })

const booking = (id: string, amount: number, status: 'paid' | 'pending' | 'refunded', createdAt: Date) =>
  payload.create({
    collection: 'bookings',
    data: { stripeSessionId: `cs_test_${id}`, amount, status, createdAt: at(createdAt) },
    depth: 0,
  })

const richText = crashCourseSequence.steps[0].body as unknown as Broadcast['body']

async function setLastChange(userId: number, date: Date) {
  const db = payload.db as unknown as SQLiteAdapter
  await db.drizzle.run(sql`UPDATE lesson_progress SET updated_at = ${at(date)} WHERE user_id = ${userId}`)
}

async function progress(userId: number, lessonId: string, completedAt: Date | null) {
  await payload.create({
    collection: 'lesson-progress',
    data: {
      user: userId,
      lessonId,
      completed: completedAt !== null,
      completedAt: completedAt && at(completedAt),
    },
    depth: 0,
  })
}

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
  await payload.create({ collection: 'courses', data: course, context: { disableRevalidate: true } })
  const sequence = await payload.create({
    collection: 'email-sequences',
    data: crashCourseSequence,
    depth: 0,
  })
  stepPurposes = sequence.steps.map((step) => stepPurpose(sequence.id, step.id as string))

  await api.createMember('owner@example.com', 'owner-password', { admin: true })
  await api.createMember('flagged-owner@example.com', 'flagged-password', {
    admin: true,
    requirePasswordChange: true,
  })
  const learners = await Promise.all(
    ['one', 'two', 'three'].map((name) => api.createMember(`${name}@example.com`, 'learner-password')),
  )
  adminCookie = await api.login('owner@example.com', 'owner-password')
  memberCookie = await api.login('one@example.com', 'learner-password')
  flaggedAdminCookie = await api.login('flagged-owner@example.com', 'flagged-password')

  const broadcast = await payload.create({
    collection: 'broadcasts',
    data: {
      subject: 'November news',
      status: 'sent',
      body: richText,
      startedAt: at(inWeek(1)),
      sent: 10,
      failed: 1,
    },
    depth: 0,
  })
  broadcastId = broadcast.id
  await payload.create({
    collection: 'broadcasts',
    data: {
      subject: 'Spring news',
      status: 'sent',
      body: richText,
      startedAt: at(inWeek(30)),
      sent: 7,
      failed: 0,
    },
    depth: 0,
  })

  // Subscribers
  await subscriber('a@example.com', {
    status: 'confirmed',
    subscribedAt: at(inWeek(20)),
    confirmedAt: at(inWeek(20)),
  })
  await subscriber('b@example.com', {
    status: 'unsubscribed',
    subscribedAt: at(inWeek(20)),
    unsubscribedAt: at(inWeek(15)),
  })
  await subscriber('i@example.com', {
    status: 'unsubscribed',
    subscribedAt: at(inWeek(9)),
    confirmedAt: at(inWeek(9)),
    unsubscribedAt: at(inWeek(8)),
    unsubscribedFrom: stepPurposes[1],
  })
  await subscriber('c@example.com', {
    status: 'confirmed',
    subscribedAt: at(inWeek(3)),
    confirmedAt: at(inWeek(3, 2)),
  })
  await subscriber('d@example.com', { status: 'pending', subscribedAt: at(inWeek(3)) })
  await subscriber('e@example.com', {
    status: 'unsubscribed',
    subscribedAt: at(inWeek(2)),
    confirmedAt: at(inWeek(2)),
    unsubscribedAt: at(inWeek(1)),
    unsubscribedFrom: stepPurposes[0],
  })
  await subscriber('f@example.com', {
    status: 'unsubscribed',
    subscribedAt: at(inWeek(1)),
    confirmedAt: at(inWeek(1)),
    unsubscribedAt: at(inWeek(0, 0)),
    unsubscribedFrom: broadcastPurpose(broadcastId),
  })
  const deleted = await subscriber('g@example.com', { status: 'confirmed', subscribedAt: at(inWeek(1)) })
  await payload.delete({ collection: 'email-signups', id: deleted.id })
  // Unsubscribed two weeks ago, then signed up again this week: new again, no longer counted as left
  await subscriber('h@example.com', {
    status: 'pending',
    subscribedAt: at(inWeek(0, 0)),
    unsubscribedAt: at(inWeek(1)),
    unsubscribedFrom: stepPurposes[0],
  })

  // The crash-course sequence's outbox
  for (const to of ['c', 'e', 'f'])
    await outboxMessage(stepPurposes[0], `${to}@example.com`, 'sent', inWeek(1))
  await outboxMessage(stepPurposes[0], 'd@example.com', 'failed', inWeek(1))
  await outboxMessage(stepPurposes[0], 'i@example.com', 'sent', inWeek(9))
  await outboxMessage(stepPurposes[1], 'i@example.com', 'sent', inWeek(9, 3))
  await outboxMessage(stepPurposes[1], 'c@example.com', 'sent', inWeek(0, 0))

  // How to Let Go: learner one active now, two 28 days ago (always before the 4-week range), three 100 days ago
  const [one, two, three] = learners
  for (const lessonId of ['lesson-1-1', 'lesson-1-2', 'lesson-1-3']) await progress(one, lessonId, inWeek(1))
  await progress(one, 'not-a-lesson', inWeek(1))
  await progress(two, 'lesson-1-1', inWeek(6))
  await progress(two, 'lesson-1-2', null)
  await setLastChange(two, new Date(now.getTime() - 28 * DAY_MS))
  await progress(three, 'lesson-1-1', inWeek(40))
  await setLastChange(three, new Date(now.getTime() - 100 * DAY_MS))

  // Bookings: only paid ones count
  await booking('paid1', 5000, 'paid', now)
  await booking('paid2', 3000, 'paid', now)
  await booking('pending', 2000, 'pending', now)
  await booking('refunded', 9000, 'refunded', now)
  await booking('older', 4000, 'paid', inWeek(40))
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

const get = async (query: string, cookie?: string) => {
  const response = await api.call('GET', `/dashboard${query}`, { cookie })
  return { status: response.status, body: await response.json() }
}

const dashboard = async (range: string): Promise<DashboardData> => {
  const { status, body } = await get(`?range=${range}`, adminCookie)
  expect(status).toBe(200)
  return body
}

const column = <T, K extends keyof T>(rows: T[] | undefined, key: K) => (rows ?? []).map((row) => row[key])

describe('GET /api/dashboard: who may read it', () => {
  it('answers 403 to a visitor', async () => {
    expect(await get('?range=4w')).toEqual({
      status: 403,
      body: { error: 'Only admins can see the dashboard' },
    })
    expect((await get('?range=4w&series=funnel')).status).toBe(403)
  })

  it('answers 403 to a member, for every series', async () => {
    expect(await get('?range=4w', memberCookie)).toEqual({
      status: 403,
      body: { error: 'Only admins can see the dashboard' },
    })
    for (const series of ['subscribers', 'crashCourse', 'funnel', 'bookings', 'broadcasts']) {
      expect((await get(`?range=12w&series=${series}`, memberCookie)).status).toBe(403)
    }
  })

  it('answers 403 to an admin who must change the password', async () => {
    const { status, body } = await get('?range=4w', flaggedAdminCookie)
    expect(status).toBe(403)
    expect(body.error).toMatch(/Password change required/)
  })

  it('answers 400 naming the problem for an unknown range or series', async () => {
    expect(await get('?range=5w', adminCookie)).toEqual({
      status: 400,
      body: { error: 'range must be one of 4w, 12w, 52w' },
    })
    expect(await get('?range=4w&series=users', adminCookie)).toEqual({
      status: 400,
      body: { error: 'series must be one of subscribers, crashCourse, funnel, bookings, broadcasts, sales' },
    })
  })

  it('answers only the named series, with when it was computed', async () => {
    const { status, body } = await get('?range=4w&series=bookings', adminCookie)
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['bookings'])
    expect(Date.parse(body.bookings.computedAt)).toBeGreaterThanOrEqual(now.getTime())
    expect(body.bookings.range).toBe('4w')
  })
})

describe('subscribers per week', () => {
  it('counts new, confirmed and unsubscribed per week and the list size at each week end (4 weeks)', async () => {
    const { subscribers } = await dashboard('4w')
    expect(subscribers?.weeks).toEqual([
      { week: rangeWindow('4w', now).weeks[0], new: 2, confirmed: 1, unsubscribed: 0, total: 3 },
      { week: rangeWindow('4w', now).weeks[1], new: 1, confirmed: 1, unsubscribed: 0, total: 4 },
      { week: rangeWindow('4w', now).weeks[2], new: 1, confirmed: 1, unsubscribed: 1, total: 4 },
      { week: rangeWindow('4w', now).weeks[3], new: 1, confirmed: 0, unsubscribed: 1, total: 4 },
    ])
  })

  it('starts the running total from the list size before the range (12 and 52 weeks)', async () => {
    const twelve = (await dashboard('12w')).subscribers
    expect(column(twelve?.weeks, 'new')).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 2, 1, 1, 1])
    expect(column(twelve?.weeks, 'unsubscribed')).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1])
    expect(column(twelve?.weeks, 'total')).toEqual([1, 1, 2, 1, 1, 1, 1, 1, 3, 4, 4, 4])
    const year = (await dashboard('52w')).subscribers
    expect(year?.weeks).toHaveLength(52)
    expect(year?.weeks[31]).toMatchObject({ new: 2, confirmed: 1, unsubscribed: 0, total: 2 })
    expect(year?.weeks[36]).toMatchObject({ unsubscribed: 1, total: 1 })
    expect(year?.weeks[51].total).toBe(4)
  })
})

describe('the crash-course sequence', () => {
  it('counts each step sent and the unsubscribes from its e-mails, in the range', async () => {
    const four = (await dashboard('4w')).crashCourse
    expect(four?.steps.map(({ step, sent, unsubscribed }) => ({ step, sent, unsubscribed }))).toEqual([
      { step: 1, sent: 3, unsubscribed: 1 },
      { step: 2, sent: 1, unsubscribed: 0 },
      { step: 3, sent: 0, unsubscribed: 0 },
      { step: 4, sent: 0, unsubscribed: 0 },
      { step: 5, sent: 0, unsubscribed: 0 },
    ])
    expect(four?.steps[0].subject).toBe(crashCourseSequence.steps[0].subject)
    const twelve = (await dashboard('12w')).crashCourse
    expect(column(twelve?.steps, 'sent')).toEqual([4, 2, 0, 0, 0])
    expect(column(twelve?.steps, 'unsubscribed')).toEqual([1, 1, 0, 0, 0])
  })
})

describe('the How to Let Go funnel', () => {
  it('counts learners per lesson in course order, the active learners and the median completion', async () => {
    const four = (await dashboard('4w')).funnel
    expect(four?.lessons).toHaveLength(41)
    expect(four?.lessons[0]).toEqual({
      lessonId: 'lesson-1-1',
      title: course.modules[0].lessons[0].title,
      module: course.modules[0].title,
      learners: 1,
    })
    expect(column(four?.lessons, 'learners').slice(0, 4)).toEqual([1, 1, 1, 0])
    expect(column(four?.lessons, 'learners').reduce((sum, n) => sum + n, 0)).toBe(3)
    expect(four).toMatchObject({ activeLast7Days: 1, activeLast30Days: 2, medianPercentComplete: 7.3 })

    const twelve = (await dashboard('12w')).funnel
    expect(column(twelve?.lessons, 'learners').slice(0, 4)).toEqual([2, 1, 1, 0])
    expect(twelve?.medianPercentComplete).toBe(4.9)
    const year = (await dashboard('52w')).funnel
    expect(column(year?.lessons, 'learners').slice(0, 4)).toEqual([3, 1, 1, 0])
    expect(year?.medianPercentComplete).toBe(2.4)
  })
})

describe('bookings per month', () => {
  it('counts paid bookings and their revenue; pending and refunded ones do not count', async () => {
    const { bookings } = await dashboard('52w')
    const thisMonth = now.toISOString().slice(0, 7)
    const older = inWeek(40).toISOString().slice(0, 7)
    expect(bookings?.months.map((row) => row.month)).toEqual(rangeWindow('52w', now).months)
    expect(bookings?.months.find((row) => row.month === thisMonth)).toEqual({
      month: thisMonth,
      count: 2,
      revenue: 8000,
      awaiting: 2,
      confirmed: 0,
      completed: 0,
      cancelled: 1,
    })
    expect(bookings?.months.find((row) => row.month === older)).toEqual({
      month: older,
      count: 1,
      revenue: 4000,
      awaiting: 1,
      confirmed: 0,
      completed: 0,
      cancelled: 0,
    })
    expect(bookings?.months.reduce((sum, row) => sum + row.count, 0)).toBe(3)
  })

  it('splits the sessions into confirmed, completed and cancelled', async () => {
    const month = now.toISOString().slice(0, 7)
    const session = (id: string, startsAt: Date, schedule: 'confirmed' | 'cancelled') =>
      booking(id, 6000, 'paid', now).then((doc) =>
        payload.update({
          collection: 'bookings',
          id: doc.id,
          data: {
            schedule,
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
          },
          overrideAccess: true,
        }),
      )
    const ahead = await session('ahead', new Date(now.getTime() + 2 * DAY_MS), 'confirmed')
    const past = await session('past', new Date(now.getTime() - 2 * DAY_MS), 'confirmed')
    const dropped = await session('dropped', new Date(now.getTime() + 3 * DAY_MS), 'cancelled')
    const row = (await dashboard('4w')).bookings?.months.find((entry) => entry.month === month)
    expect(row).toMatchObject({ awaiting: 2, confirmed: 1, completed: 1, cancelled: 2, count: 5 })
    for (const doc of [ahead, past, dropped]) await payload.delete({ collection: 'bookings', id: doc.id })
  })

  it('stays right after a refund and a deletion', async () => {
    const late = await booking('late', 6000, 'paid', now)
    const month = now.toISOString().slice(0, 7)
    const current = async () => (await dashboard('4w')).bookings?.months.find((row) => row.month === month)
    expect(await current()).toMatchObject({ count: 3, revenue: 14000 })
    await payload.update({ collection: 'bookings', id: late.id, data: { status: 'refunded' } })
    expect(await current()).toMatchObject({ count: 2, revenue: 8000 })
    const paid = await booking('deleted', 1000, 'paid', now)
    await payload.delete({ collection: 'bookings', id: paid.id })
    expect(await current()).toMatchObject({ count: 2, revenue: 8000 })
  })
})

describe('broadcasts', () => {
  it('shows sent, failed and unsubscribes of each broadcast started in the range', async () => {
    const four = (await dashboard('4w')).broadcasts
    expect(four?.broadcasts).toEqual([
      {
        id: broadcastId,
        subject: 'November news',
        startedAt: at(inWeek(1)),
        sent: 10,
        failed: 1,
        unsubscribes: 1,
      },
    ])
    const year = (await dashboard('52w')).broadcasts
    expect(column(year?.broadcasts, 'subject')).toEqual(['Spring news', 'November news'])
    expect(column(year?.broadcasts, 'unsubscribes')).toEqual([0, 1])
  })
})

describe('the series functions', () => {
  it('answer the same numbers as the endpoint', async () => {
    const direct = await dashboardData(payload, '12w', ['subscribers', 'funnel'])
    const viaApi = await dashboard('12w')
    expect(direct.subscribers?.weeks).toEqual(viaApi.subscribers?.weeks)
    expect(direct.funnel?.lessons).toEqual(viaApi.funnel?.lessons)
  })
})

describe('the kept numbers', () => {
  it('are answered again until a counted collection changes, then counted afresh', async () => {
    const first = (await dashboard('4w')).subscribers
    expect((await dashboard('4w')).subscribers?.computedAt).toBe(first?.computedAt)

    const late = await subscriber('late@example.com', { status: 'pending', subscribedAt: at(now) })
    const afterCreate = (await dashboard('4w')).subscribers
    expect(afterCreate?.weeks[3].new).toBe((first?.weeks[3].new ?? 0) + 1)
    await payload.delete({ collection: 'email-signups', id: late.id })
    expect((await dashboard('4w')).subscribers?.weeks).toEqual(first?.weeks)
  })
})
