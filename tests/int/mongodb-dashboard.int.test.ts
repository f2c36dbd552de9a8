/**
 * The dashboard's series through both stores, on the same data: the SQLite store over a SQLite
 * database, and the MongoDB store (src/features/dashboard/mongoStore.ts) whose `aggregate` runs its
 * pipelines in mingo, an in-memory engine of MongoDB's aggregation language, over the same
 * documents shaped as MongoDB keeps them (dates as dates). The series must be equal.
 */
import { Aggregator } from 'mingo'
import type { Payload } from 'payload'

import { weekStart } from '@/features/dashboard/calendar'
import { dashboardData, type DashboardData } from '@/features/dashboard/series'
import { stepPurpose } from '@/features/mailing-list/emailSequences'
import type { Broadcast } from '@/payload-types'
import { course } from '@/seed/content/course'
import { crashCourseSequence } from '@/seed/content/crashCourseEmails'

import { startTestPayload, type TestPayload } from './helpers/payload'

const DAY_MS = 24 * 60 * 60 * 1000
const now = new Date()
const thisWeek = weekStart(now).getTime()
const inWeek = (weeksAgo: number, day = 1) =>
  new Date(thisWeek - weeksAgo * 7 * DAY_MS + day * DAY_MS + DAY_MS / 2).toISOString()

/** Every stage and operator the MongoDB store's pipelines use; mingo must support each. */
const STAGES_USED = ['$match', '$group', '$project', '$bucket', '$count']

let test: TestPayload
let payload: Payload

/** The documents of the dashboard's collections as MongoDB keeps them: ISO dates become dates. */
async function asMongoDocuments(slug: 'email-signups' | 'email-outbox' | 'lesson-progress' | 'bookings') {
  const { docs } = await payload.find({ collection: slug, pagination: false, depth: 0, overrideAccess: true })
  return docs.map((doc) =>
    Object.fromEntries(
      Object.entries(doc).map(([key, value]) => [
        key === 'id' ? '_id' : key,
        typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) ? new Date(value) : value,
      ]),
    ),
  )
}

/** Payload whose adapter reads as MongoDB's to the dashboard: its models' `aggregate` is mingo's. */
async function onMingo(): Promise<Payload> {
  const data = Object.fromEntries(
    await Promise.all(
      (['email-signups', 'email-outbox', 'lesson-progress', 'bookings'] as const).map(
        async (slug) => [slug, await asMongoDocuments(slug)] as const,
      ),
    ),
  )
  const collections = Object.fromEntries(
    Object.entries(data).map(([slug, docs]) => [
      slug,
      {
        aggregate: (pipeline: Record<string, unknown>[]) => {
          for (const stage of pipeline) expect(STAGES_USED).toContain(Object.keys(stage)[0])
          return { exec: async () => new Aggregator(pipeline).run(docs.map((doc) => ({ ...doc }))) }
        },
      },
    ]),
  )
  // Everything else (the sequence's and broadcasts' finds) still reads the SQLite database
  const db = Object.assign(Object.create(payload.db) as object, { name: 'mongoose', collections })
  return Object.assign(Object.create(payload) as Payload, { db })
}

const withoutComputedAt = (data: DashboardData) =>
  JSON.parse(JSON.stringify(data, (key, value) => (key === 'computedAt' ? undefined : value)))

beforeAll(async () => {
  test = await startTestPayload()
  payload = test.payload
  await payload.create({ collection: 'courses', data: course, context: { disableRevalidate: true } })
  const sequence = await payload.create({
    collection: 'email-sequences',
    data: crashCourseSequence,
    depth: 0,
  })
  const steps = sequence.steps.map((step) => stepPurpose(sequence.id, step.id as string))
  const broadcast = await payload.create({
    collection: 'broadcasts',
    data: {
      subject: 'News',
      status: 'sent',
      body: crashCourseSequence.steps[0].body as unknown as Broadcast['body'],
      startedAt: inWeek(1),
    },
    depth: 0,
  })
  const subscribers = [
    { email: 'a@example.com', status: 'confirmed', subscribedAt: inWeek(20), confirmedAt: inWeek(20) },
    { email: 'b@example.com', status: 'unsubscribed', subscribedAt: inWeek(20), unsubscribedAt: inWeek(15) },
    {
      email: 'c@example.com',
      status: 'unsubscribed',
      subscribedAt: inWeek(3),
      confirmedAt: inWeek(3, 2),
      unsubscribedAt: inWeek(1),
      unsubscribedFrom: steps[0],
    },
    { email: 'd@example.com', status: 'pending', subscribedAt: inWeek(3) },
    {
      email: 'e@example.com',
      status: 'unsubscribed',
      subscribedAt: inWeek(1),
      confirmedAt: inWeek(1),
      unsubscribedAt: inWeek(0, 0),
      unsubscribedFrom: `broadcast:${broadcast.id}`,
    },
    { email: 'f@example.com', status: 'pending', subscribedAt: inWeek(0, 0), unsubscribedAt: inWeek(1) },
  ] as const
  for (const data of subscribers) await payload.create({ collection: 'email-signups', data, depth: 0 })
  const sent = [
    [steps[0], 'c', inWeek(1)],
    [steps[0], 'e', inWeek(1)],
    [steps[1], 'a', inWeek(0, 0)],
    [`broadcast:${broadcast.id}`, 'a', inWeek(1)],
    [`broadcast:${broadcast.id}`, 'e', inWeek(1)],
  ]
  for (const [purpose, to, at] of sent) {
    await payload.create({
      collection: 'email-outbox',
      data: {
        to: `${to}@example.com`,
        purpose,
        dedupeKey: `${to}|${purpose}`,
        subject: 'Mail',
        status: 'sent',
        attempts: 1,
        nextAttemptAt: at,
        sentAt: at,
      },
      depth: 0,
    })
  }
  const learners = await Promise.all(
    ['one', 'two'].map((name) =>
      payload.create({
        collection: 'users',
        data: {
          email: `${name}@example.com`,
          password: 'learner-password-1',
          roles: ['member'],
          requirePasswordChange: false,
        },
        depth: 0,
      }),
    ),
  )
  const progress = [
    [learners[0].id, 'lesson-1-1', inWeek(1)],
    [learners[0].id, 'lesson-1-2', inWeek(1)],
    [learners[0].id, 'not-a-lesson', inWeek(1)],
    [learners[1].id, 'lesson-1-1', inWeek(2)],
    [learners[1].id, 'lesson-1-2', null],
  ] as const
  for (const [user, lessonId, completedAt] of progress) {
    await payload.create({
      collection: 'lesson-progress',
      data: { user, lessonId, completed: completedAt !== null, completedAt },
      depth: 0,
    })
  }
  const bookings = [
    ['paid1', 5000, 'paid', now.toISOString()],
    ['paid2', 3000, 'paid', inWeek(6)],
    ['refunded', 9000, 'refunded', now.toISOString()],
    ['older', 4000, 'paid', inWeek(40)],
  ] as const
  for (const [id, amount, status, createdAt] of bookings) {
    await payload.create({
      collection: 'bookings',
      data: { stripeSessionId: `cs_test_${id}`, amount, status, createdAt },
      depth: 0,
    })
  }
})

afterAll(async () => {
  await test?.cleanup()
})

describe('the dashboard on SQLite and on MongoDB (pipelines in mingo)', () => {
  it.each(['4w', '12w', '52w'] as const)('gives equal series for the range %s', async (range) => {
    const sqlite = await dashboardData(payload, range, undefined, { now })
    const mongo = await dashboardData(await onMingo(), range, undefined, { now })
    expect(withoutComputedAt(mongo)).toEqual(withoutComputedAt(sqlite))
    // The data reach every series: a store answering nothing would compare equal too
    expect(JSON.stringify(sqlite)).toMatch(/"revenue":5000/)
    expect(sqlite.subscribers?.weeks.some((week) => week.unsubscribed > 0)).toBe(true)
  })
})
