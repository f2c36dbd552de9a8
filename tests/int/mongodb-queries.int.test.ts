/**
 * Every query the app builds, cast by mongoose against the schemas Payload generates for MongoDB,
 * with no server (tests/int/helpers/offlineMongo.ts). One table: each row runs the app's own
 * functions (or, for a query whose function needs a live site, its `where` as written) with
 * 24-hex ids, and fails on any CastError. The last tests keep the table complete: every file of
 * src/ that queries the database, and every file that reaches an adapter directly, is covered.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { objectIdHex, startOfflineMongo, type OfflineMongo } from './helpers/offlineMongo'

let mongo: OfflineMongo
let payload: Payload

beforeAll(async () => {
  mongo = await startOfflineMongo()
  payload = mongo.payload
})

afterAll(async () => {
  await mongo?.stop()
})

beforeEach(() => mongo.reset())

const iso = (ms = Date.now()) => new Date(ms).toISOString()
const oid = (hex: string) => ({ _id: hex })
/** payload-types.ts is generated on SQLite, so its ids are numbers; on MongoDB they are this text. */
const asId = (hex: string) => hex as unknown as number

type Case = {
  /** The files of src/ whose queries the case sends. */
  covers: string[]
  name: string
  run: (mongo: OfflineMongo) => Promise<unknown>
}

/** A `where` as the file writes it, cast for its collection. */
const whereCase = (file: string, collection: string, name: string, where: Where): Case => ({
  covers: [file],
  name,
  run: (m) => m.castWhere(collection, where as Record<string, unknown>),
})

const subscriberId = objectIdHex()
const broadcastId = objectIdHex()
const sequenceId = objectIdHex()
const userId = objectIdHex()
const outboxId = objectIdHex()

const subscriberDoc = (id = subscriberId, status = 'confirmed') => ({
  ...oid(id),
  email: `${id}@example.com`,
  status,
  subscribedAt: new Date(),
  history: [],
  createdAt: new Date(),
  updatedAt: new Date(),
})

const CASES: Case[] = [
  {
    covers: [
      'src/features/mailing-list/mailingList.ts',
      'src/platform/mail/outbox.ts',
      'src/platform/database/leases.ts',
    ],
    name: 'a sign-up, its confirmation and an unsubscribe through a 24-hex token',
    run: async (m) => {
      const mailingList = await import('@/features/mailing-list/mailingList')
      await mailingList.signUp(payload, 'new@example.com', { source: 'test' })
      m.fixtures['email-signups'] = [subscriberDoc(subscriberId, 'pending')]
      const confirm = mailingList.signSubscriberToken('confirm', {
        id: asId(subscriberId),
        email: `${subscriberId}@example.com`,
      })
      expect((await mailingList.confirmSubscription(payload, confirm)).ok).toBe(true)
      const unsubscribe = mailingList.signSubscriberToken('unsubscribe', {
        id: asId(subscriberId),
        email: `${subscriberId}@example.com`,
      })
      const outcome = await mailingList.unsubscribe(payload, unsubscribe, {
        fromMessage: `broadcast:${broadcastId}`,
      })
      expect(outcome.ok).toBe(true)
    },
  },
  {
    covers: [
      'src/features/mailing-list/broadcasts.ts',
      'src/platform/mail/outboxStore.ts',
      'src/platform/database/leases.ts',
    ],
    name: 'a broadcast schedules, queues a batch after a 24-hex cursor, and is cancelled',
    run: async (m) => {
      const broadcasts = await import('@/features/mailing-list/broadcasts')
      const text = {
        type: 'text',
        text: 'Hello',
        version: 1,
        format: 0,
        detail: 0,
        mode: 'normal',
        style: '',
      }
      const paragraph = {
        type: 'paragraph',
        version: 1,
        children: [text],
        direction: 'ltr',
        format: '',
        indent: 0,
      }
      const body = {
        root: { type: 'root', version: 1, children: [paragraph], direction: 'ltr', format: '', indent: 0 },
      }
      m.fixtures.broadcasts = [
        {
          ...oid(broadcastId),
          subject: 'News',
          body,
          status: 'sending',
          cursor: objectIdHex(),
          enqueuedAll: false,
        },
      ]
      m.fixtures['email-signups'] = [subscriberDoc()]
      await broadcasts.advanceBroadcasts(payload, { maxBatches: 1 })
      const paged = m.queries.filter((query) => query.collection === 'email-signups')
      expect(paged.some((query) => /"_id":\{"\$gt":/.test(JSON.stringify(query.filter)))).toBe(true)
      m.fixtures.broadcasts = [{ ...oid(broadcastId), subject: 'News', body, status: 'draft' }]
      await broadcasts.scheduleBroadcast(payload, broadcastId)
      m.fixtures.broadcasts = [{ ...oid(broadcastId), subject: 'News', body, status: 'scheduled' }]
      await broadcasts.cancelBroadcast(payload, broadcastId)
      await broadcasts.sendTestBroadcast(payload, broadcastId, 'owner@example.com')
    },
  },
  {
    covers: ['src/features/mailing-list/subscribers.ts', 'src/platform/mail/outbox.ts'],
    name: 'the subscriber export pages after a 24-hex id, and an erasure',
    run: async (m) => {
      const { subscriberCsvPages, eraseSubscriber } = await import('@/features/mailing-list/subscribers')
      m.fixtures['email-signups'] = Array.from({ length: 1000 }, () => subscriberDoc(objectIdHex()))
      const pages = subscriberCsvPages(payload)
      await pages.next()
      m.fixtures['email-signups'] = [subscriberDoc()]
      await pages.next()
      const second = m.queries.filter((query) => query.collection === 'email-signups').at(-1)
      expect(JSON.stringify(second?.filter)).toContain('$gt')
      await eraseSubscriber(payload, subscriberId)
    },
  },
  {
    covers: [
      'src/platform/mail/outbox.ts',
      'src/platform/mail/outboxStore.ts',
      'src/platform/database/leases.ts',
    ],
    name: 'the outbox: enqueue, drain (claim and settle), retry, purpose counts',
    run: async (m) => {
      const outbox = await import('@/platform/mail/outbox')
      const store = await import('@/platform/mail/outboxStore')
      await outbox.enqueueEmail(payload, { to: 'a@example.com', purpose: 'test', subject: 'Hi', text: 'Hi' })
      await outbox.drainOutbox(payload, { budgetMs: 1 })
      m.fixtures['email-outbox'] = [
        {
          ...oid(outboxId),
          to: 'a@example.com',
          purpose: 'test',
          dedupeKey: 'a@example.com|test',
          subject: 'Hi',
          status: 'failed',
          attempts: 1,
          nextAttemptAt: new Date(),
        },
      ]
      await outbox.retryEmail(payload, outboxId)
      await store.claimDueMessages(payload, Date.now(), 10)
      await store.markSent(payload, [outboxId], Date.now())
      await store.setStatusByPurpose(payload, `broadcast:${broadcastId}`, 'queued', 'cancelled')
      await store.countByStatus(payload, `broadcast:${broadcastId}`)
      await store.insertNewMessages(payload, [
        {
          to: 'b@example.com',
          purpose: `broadcast:${broadcastId}`,
          dedupeKey: `b@example.com|broadcast:${broadcastId}`,
          subject: 'News',
          list: true,
          nextAttemptAt: iso(),
        },
      ])
      await outbox.cancelQueuedListEmails(payload, 'a@example.com')
      await outbox.deleteOutboxHistory(payload, 'a@example.com')
    },
  },
  {
    covers: ['src/platform/database/leases.ts'],
    name: 'a lease is taken, renewed and released',
    run: async () => {
      const { takeLease } = await import('@/platform/database/leases')
      const lease = await takeLease(payload, 'test', 1000)
      await lease?.renew(Date.now())
      await lease?.release()
    },
  },
  {
    covers: ['src/features/mailing-list/emailSequences.ts', 'src/platform/database/leases.ts'],
    name: 'the e-mail sequence advances subscribers of a 24-hex sequence',
    run: async (m) => {
      const { advanceSequences } = await import('@/features/mailing-list/emailSequences')
      m.fixtures['email-sequences'] = [
        { ...oid(sequenceId), key: 'crash-course', name: 'Course', paused: false, steps: [] },
      ]
      await advanceSequences(payload)
      expect(m.queries.some((query) => query.collection === 'email-signups')).toBe(true)
    },
  },
  {
    covers: ['src/platform/rateLimit/databaseStore.ts'],
    name: 'rate-limit hits: hit (ranked after a 24-hex id), purge, forget, reset',
    run: async (m) => {
      const { DatabaseRateLimitStore } = await import('@/platform/rateLimit/databaseStore')
      const store = new DatabaseRateLimitStore(payload)
      m.fixtures['rate-limit-hits'] = [{ ...oid(objectIdHex()), key: 'k', hitAt: new Date() }]
      await store.hit('k', 5, 60_000)
      await store.purge()
      await store.forget('k', 5, 60_000)
      await store.reset()
    },
  },
  {
    covers: ['src/features/course/lessonProgress.ts'],
    name: "a learner's progress (a 24-hex user) is listed and saved",
    run: async (m) => {
      const { listProgress, saveProgress } = await import('@/features/course/lessonProgress')
      // The new record's user must exist (userField counts it)
      m.fixtures.users = [{ ...oid(userId), email: 'learner@example.com', roles: ['member'] }]
      await listProgress(payload, userId)
      await saveProgress(payload, asId(userId), 'lesson-1', true)
    },
  },
  {
    covers: ['src/features/payments/bookings.ts'],
    name: 'a paid booking is recorded once and refunded',
    run: async () => {
      const bookings = await import('@/features/payments/bookings')
      await bookings.recordRefund(payload, { refunded: true, payment_intent: 'pi_1' } as never)
      await bookings.getBookingConfirmation(payload, 'cs_test_1').catch(() => undefined)
    },
  },
  {
    covers: [
      'src/features/accounts/users/keepAnAdmin.ts',
      'src/features/course/memberDeletion.ts',
      'src/features/payments/bookings.ts',
    ],
    name: 'an admin deletes a 24-hex member: the admins and enrolments are counted, the progress deleted, the bookings unlinked',
    run: async (m) => {
      const account = (id: string, roles: string[]) => ({
        ...oid(id),
        email: `${id}@example.com`,
        roles,
        sessions: [],
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      const adminId = objectIdHex()
      // A find answers every fixture: the member first, as the delete reads one document
      m.fixtures.users = [account(userId, ['member']), account(adminId, ['admin'])]
      m.fixtures.bookings = [
        { ...oid(objectIdHex()), stripeSessionId: 'cs_member', amount: 6000, status: 'paid', user: userId },
      ]
      await payload.delete({
        collection: 'users',
        id: asId(userId),
        user: { ...account(adminId, ['admin']), id: adminId, collection: 'users' } as never,
        overrideAccess: false,
      })
      // MongoDB keeps no foreign key: the member's bookings are unlinked by the delete itself
      const unlinked = m.queries.filter(
        (query) =>
          query.collection === 'bookings' && JSON.stringify(query.update ?? {}).includes('"user":null'),
      )
      expect(unlinked).toHaveLength(1)
      expect(m.queries.some((query) => query.collection === 'lesson-progress')).toBe(true)
    },
  },
  {
    covers: ['src/features/course/courseLessons.ts', 'src/features/accounts/adminAccount.ts'],
    name: "the course's lessons and an account lookup",
    run: async () => {
      const { trackedCourseLessons } = await import('@/features/course/courseLessons')
      const { hasAccount } = await import('@/features/accounts/adminAccount')
      await trackedCourseLessons(payload)
      await hasAccount(payload, 'owner@example.com')
    },
  },
  {
    covers: ['src/features/course/courseEnrolments.ts', 'src/features/course/courseSales.ts'],
    name: 'a course purchase by a 24-hex user is recorded, refunded, and opens a session',
    run: async (m) => {
      const enrolments = await import('@/features/course/courseEnrolments')
      const sales = await import('@/features/course/courseSales')
      const user = {
        ...oid(userId),
        email: 'buyer@example.com',
        roles: ['member'],
        sessions: [],
        createdAt: new Date(),
        updatedAt: new Date(),
      }
      m.fixtures.users = [user]
      const session = {
        id: 'cs_test_course',
        metadata: { kind: 'course', userId },
        customer_details: { email: 'buyer@example.com' },
        customer_email: 'buyer@example.com',
        amount_total: 9900,
        currency: 'usd',
        payment_intent: 'pi_course',
      }
      const { created } = await enrolments.recordCoursePurchase(payload, session as never, null)
      expect(created).toBe(true)
      const userQueries = m.queries.filter((query) => query.collection === 'users')
      expect(JSON.stringify(userQueries[0]?.filter)).toContain(userId)
      const charge = { refunded: true, payment_intent: 'pi_course', metadata: {} }
      await enrolments.recordCourseRefund(payload, charge as never)
      await enrolments.isCoursePayment(payload, charge as never)
      await enrolments.openSession(payload, asId(userId))
      await sales.hasActiveEnrolment(payload, userId)
      await sales.readCoursePriceCents(payload)
    },
  },
  {
    covers: ['src/features/payments/scheduling/sessions.ts', 'src/features/payments/scheduling/store.ts'],
    name: "a 24-hex booking link is followed, and the time taken around it and the owner's feed are read",
    run: async (m) => {
      const sessions = await import('@/features/payments/scheduling/sessions')
      const { takenIntervals } = await import('@/features/payments/scheduling/store')
      const { createBookingToken } = await import('@/features/payments/scheduling/tokens')
      const bookingId = objectIdHex()
      const now = new Date()
      const link = await sessions.bookingFromToken(
        payload,
        createBookingToken({ id: bookingId }, new Date(now.getTime() + 3_600_000)),
      )
      expect(link).toMatchObject({ ok: false, status: 404 })
      expect(JSON.stringify(m.queries.at(-1)?.filter)).toContain(bookingId)
      await takenIntervals(payload, now, new Date(now.getTime() + 86_400_000), bookingId)
      const taken = m.queries.filter((query) => query.collection === 'bookings').at(-1)
      expect(JSON.stringify(taken?.filter)).toContain('$ne')
      await sessions.ownerFeed(payload, { now })
    },
  },
  whereCase('src/features/payments/scheduling/sessions.ts', 'bookings', 'the booking that holds a time', {
    slotKey: { equals: iso() },
  }),
  whereCase(
    'src/features/course/endpoints/courseCheckoutReturn.ts',
    'users',
    'the returning buyer by 24-hex id',
    {
      id: { equals: userId },
    },
  ),
  whereCase('src/platform/payload/payloadDefaults.ts', 'bookings', 'the 24-hex target of a document lock', {
    id: { equals: objectIdHex() },
  }),
  whereCase('src/features/accounts/rateLimitAuthRoutes.ts', 'users', 'the account a login names', {
    email: { equals: 'a@example.com' },
  }),
  whereCase('src/features/payments/bookings.ts', 'bookings', 'a booking by Stripe session', {
    stripeSessionId: { equals: 'cs_test_1' },
  }),
  whereCase('src/features/payments/bookings.ts', 'users', 'the booking user by 24-hex id', {
    id: { equals: userId },
  }),
  whereCase('src/features/dashboard/series.ts', 'email-sequences', 'the crash course by key', {
    key: { equals: 'crash-course' },
  }),
  whereCase('src/features/dashboard/series.ts', 'enrolments', 'sales paid since: money taken, not a repeat', {
    and: [
      { source: { equals: 'purchase' } },
      { amount: { greater_than: 0 } },
      { or: [{ revokeReason: { exists: false } }, { revokeReason: { not_equals: 'repeat' } }] },
      { createdAt: { greater_than_equal: iso() } },
    ],
  }),
  whereCase('src/features/dashboard/series.ts', 'broadcasts', 'broadcasts started since', {
    startedAt: { greater_than_equal: iso() },
  }),
  whereCase('src/features/accounts/passwordReset.ts', 'users', 'a usable reset token', {
    resetPasswordToken: { equals: 'token' },
    resetPasswordExpiration: { greater_than: iso() },
  }),
  whereCase('src/features/content/reads/portfolio.ts', 'galleries', 'a gallery by slug', {
    slug: { equals: 'art' },
  }),
  whereCase('src/features/content/reads/portfolio.ts', 'texts', 'a text by slug', {
    slug: { equals: 'about' },
  }),
  whereCase('src/features/seminars/reads.ts', 'seminars', 'upcoming seminars', {
    status: { equals: 'upcoming' },
  }),
  whereCase('src/features/course/reads.ts', 'courses', 'a course by slug', {
    slug: { equals: 'letting-go' },
  }),
  whereCase('src/features/accounts/endpoints/authLogin.ts', 'users', 'an account by e-mail', {
    email: { equals: 'a@example.com' },
  }),
  whereCase('src/features/accounts/endpoints/authSignup.ts', 'users', 'an address taken', {
    email: { equals: 'a@example.com' },
  }),
  whereCase(
    'src/features/accounts/endpoints/authChangePassword.ts',
    'users',
    'the signed-in user by 24-hex id',
    {
      id: { equals: userId },
    },
  ),
  whereCase('src/features/accounts/importUsers.ts', 'users', 'imported addresses already taken', {
    email: { in: ['a@example.com', 'b@example.com'] },
  }),
  whereCase('src/features/seminars/jobs/syncMeetupEvents.ts', 'seminars', 'a Meetup event by its id', {
    id: { equals: '306925010' },
  }),
  whereCase('src/features/seminars/jobs/syncMeetupEvents.ts', 'seminars', 'events Meetup no longer lists', {
    and: [{ status: { equals: 'upcoming' } }, { id: { not_in: ['306925010'] } }],
  }),
  whereCase('src/platform/payload/jobs.ts', 'payload-jobs', 'abandoned jobs', {
    and: [
      { queue: { equals: 'email' } },
      { taskSlug: { equals: 'drainOutbox' } },
      { processing: { equals: true } },
      { updatedAt: { less_than: iso() } },
    ],
  }),
  whereCase('src/platform/payload/fields.ts', 'users', 'the 24-hex users a relationship names', {
    id: { in: [userId, objectIdHex()] },
  }),
  whereCase('src/platform/payload/fields.ts', 'media', 'the 24-hex files an upload names', {
    id: { in: [objectIdHex()] },
  }),
  whereCase('src/features/content/globals/SiteSettings.ts', 'programs', 'the course priced in Programs', {
    and: [{ slug: { equals: 'how-to-let-go' } }, { price: { greater_than: 0 } }],
  }),
  whereCase(
    'src/features/course/collections/Enrolments.ts',
    'enrolments',
    "a member's other active enrolment",
    {
      and: [
        { user: { equals: userId } },
        { status: { equals: 'active' } },
        { id: { not_equals: objectIdHex() } },
      ],
    },
  ),
  whereCase('src/seed/index.ts', 'media', 'seeded media by alt', { alt: { equals: 'A photo' } }),
  whereCase('src/seed/index.ts', 'programs', 'a seeded document by slug', { slug: { equals: 'letting-go' } }),
  whereCase('src/seed/index.ts', 'businesses', 'a seeded business by name', { name: { equals: 'Studio' } }),
  whereCase('src/seed/index.ts', 'seminars', 'a seeded seminar by id', { id: { equals: 'seed-1' } }),
  whereCase(
    'src/features/seminars/collections/SeminarEvents.ts',
    'seminars',
    'a new event whose id is taken',
    {
      id: { equals: 'meetup-123' },
    },
  ),
  whereCase('src/seed/index.ts', 'email-sequences', 'the seeded sequence by key', {
    key: { equals: 'crash-course' },
  }),
  whereCase('src/features/content/routeSlugs.ts', 'texts', "a gallery's slug taken by a text", {
    slug: { equals: 'landscapes' },
  }),
  whereCase(
    'src/features/mailing-list/collections/EmailSequences.ts',
    'email-sequences',
    'another sequence that starts on confirmation',
    { startOnConfirm: { equals: true }, id: { not_equals: sequenceId } },
  ),
  whereCase(
    'src/features/mailing-list/collections/EmailSequences.ts',
    'email-signups',
    'the subscribers a sequence is kept for',
    { sequence: { equals: sequenceId } },
  ),
]

describe('every query of the app on MongoDB, cast offline', () => {
  it.each(CASES.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    await entry.run(mongo)
    expect(mongo.queries.length).toBeGreaterThan(0)
  })

  it('fails on the query that paged subscribers from 0 (the bug this table guards against)', async () => {
    await expect(mongo.castWhere('email-signups', { id: { greater_than: 0 } })).rejects.toThrow(
      /Cast to ObjectId failed/,
    )
  })
})

const SRC = path.resolve(process.cwd(), 'src')

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('migrations') ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts' ? [full] : []
  })

const relative = (file: string) => path.relative(process.cwd(), file)

describe('the table covers every query', () => {
  const files = sourceFiles(SRC)

  it('has a case for every file of src/ that sends a `where`', () => {
    // Only typing or checking a `where` sends nothing: the operation arguments' validators
    const sendsNoQuery = new Set([
      'src/platform/payload/validateOperationArgs.ts',
      'src/platform/payload/whereValues.ts',
    ])
    const querying = files
      .filter((file) => /\bwhere\s*[:,}]/.test(fs.readFileSync(file, 'utf8')))
      .map(relative)
      .filter((file) => !sendsNoQuery.has(file))
    const covered = new Set(CASES.flatMap((entry) => entry.covers))
    expect(querying.filter((file) => !covered.has(file))).toEqual([])
  })

  it('knows every file that reaches a database adapter directly, and what checks it', () => {
    const adapterSpecific = files
      .filter((file) => /payload\.db\b|\.drizzle\b|\.aggregate\(|\bsql`/.test(fs.readFileSync(file, 'utf8')))
      .map(relative)
      .sort()
    // Each is run by a test over both adapters (or only reads the adapter's name)
    expect(adapterSpecific).toEqual(
      [
        'src/features/accounts/users/sharedPasswordExpiry.ts', // payload.db.updateOne: the adapter's own API, cast like the rest
        'src/features/accounts/endpoints/authChangePassword.ts', // payload.db.findOne: a `where` of this table
        'src/features/accounts/endpoints/authLogin.ts', // payload.db.findOne: a `where` of this table
        'src/features/accounts/endpoints/authResetPassword.ts', // payload.db.updateOne: the adapter's own API, cast like the rest
        'src/features/accounts/importUsers.ts', // payload.db.create (hashed rows): a `where` of this table
        'src/features/course/endpoints/courseCheckoutReturn.ts', // payload.db.findOne: a `where` of this table
        'src/platform/payload/payloadDefaults.ts', // payload.db.count: a `where` of this table
        'src/features/accounts/rateLimitAuthRoutes.ts', // payload.db.findOne: a `where` of this table; its findOne/updateOne wrapper: tests/int/attacks.int.test.ts (device cookie)
        'src/features/course/courseEnrolments.ts', // payload.db.findOne, updateOne: a case of this table
        'src/features/payments/scheduling/store.ts', // SQL: tests/int/session-scheduling.int.test.ts; the MongoDB path is a case of this table
        'src/platform/payload/jobs.ts', // payload.db.updateMany: a `where` of this table
        'src/platform/mail/outbox.ts', // payload.db.updateMany (the unsubscribe's cancel): a case of this table
        'src/features/accounts/passwordReset.ts', // payload.db.count: a `where` of this table
        'src/features/dashboard/mongoStore.ts', // pipelines run by mingo: tests/int/mongodb-dashboard.int.test.ts
        'src/features/dashboard/sqliteStore.ts', // SQL: tests/int/mongodb-dashboard.int.test.ts, tests/int/dashboard.int.test.ts
        'src/features/dashboard/store.ts', // chooses by payload.db.name
        'src/platform/database/afterCommit.ts', // wraps payload.db's commit and rollback: tests/int/after-commit-adapters.int.test.ts over both adapters
        'src/platform/database/documentId.ts', // reads payload.db.name
        'src/platform/payload/validateOperationArgs.ts', // reads payload.db.name: `all` only in MongoDB (whereValues)
        'src/platform/database/sessionsInPlace.ts', // SQLite only (drizzle): tests/int/session-rows.int.test.ts; MongoDB writes a member as one document
        'src/platform/mail/outboxStore.ts', // SQL; the MongoDB path is a case of this table and tests/int/store-contracts.int.test.ts
      ].sort(),
    )
  })
})
