import type { Payload } from 'payload'

import { richTextParagraphs } from '@/seed/richText'

import { SITE, startApi, type ApiClient } from './helpers/authApi'
import { whileWritesCross } from './helpers/mongoConflicts'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

let api: ApiClient
let payload: Payload
let sink: SmtpSink
let outbox: typeof import('@/platform/mail/outbox')
let list: typeof import('@/features/mailing-list/mailingList')
let sequences: typeof import('@/features/mailing-list/emailSequences')
let sequenceId: number

const HOUR = 60 * 60 * 1000
const T0 = Date.now() + 1000 * HOUR
let clock = T0
const now = () => clock

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApi({ SMTP_URL: sink.url, EMAIL_FROM: 'Coach <hello@example.com>' })
  payload = api.payload
  outbox = await import('@/platform/mail/outbox')
  list = await import('@/features/mailing-list/mailingList')
  sequences = await import('@/features/mailing-list/emailSequences')
  const { crashCourseSequence } = await import('@/seed/content/crashCourseEmails')
  sequenceId = (await payload.create({ collection: 'email-sequences', data: crashCourseSequence })).id
})

afterAll(async () => {
  await api?.ctx.cleanup()
  await sink?.close()
})

const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'email-signups',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/** Runs the e-mail job's two halves at the fake clock and returns the subjects `email` received. */
const tick = async (email: string) => {
  await sequences.advanceSequences(payload, { now })
  await outbox.drainOutbox(payload, { now })
  return sink.to(email).map((mail) => mail.subject)
}

async function confirmedSubscriber(email: string) {
  await list.signUp(payload, email, { now: clock, source: '/' })
  const pending = await subscriber(email)
  const token = list.signSubscriberToken('confirm', pending, clock + 24 * HOUR)
  const outcome = await list.confirmSubscription(payload, token, { now: clock })
  expect(outcome.ok).toBe(true)
  return subscriber(email)
}

describe('the crash-course sequence', () => {
  it('starts on confirmation: step 1 at once, a list e-mail with the crash-course link and unsubscribe headers', async () => {
    clock = T0
    const reader = await confirmedSubscriber('student@example.com')
    expect(reader).toMatchObject({ sequence: sequenceId, sequenceStep: 0 })

    expect((await tick('student@example.com')).sort()).toEqual([
      'Confirm your subscription to the free Crash Course in Letting Go',
      'Lesson 1: what letting go is',
    ])
    const lesson = sink.to('student@example.com').find((mail) => mail.subject?.startsWith('Lesson 1'))!
    expect(lesson.html).toContain(`href="${SITE}/crash-course"`)
    expect(lesson.text).toContain(`(${SITE}/crash-course)`)
    expect(lesson.text).toContain(`Unsubscribe: ${SITE}/api/unsubscribe?token=`)
    expect(lesson.html).toContain('>Unsubscribe</a>')
    expect(lesson.headerLines.map((line) => line.key)).toEqual(
      expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
    )
    expect(await subscriber('student@example.com')).toMatchObject({
      sequenceStep: 1,
      nextStepAt: new Date(T0 + 48 * HOUR).toISOString(),
    })
  })

  it('sends each next step only once its delay after the previous one has passed', async () => {
    clock = T0 + 47 * HOUR
    expect(await tick('student@example.com')).toHaveLength(2)
    clock = T0 + 48 * HOUR
    expect((await tick('student@example.com')).at(-1)).toBe('Lesson 2: feel it, then let it go')
    expect(await tick('student@example.com')).toHaveLength(3)
  })

  it('sends no step twice after a crash between queueing a step and recording the progress', async () => {
    await payload.update({
      collection: 'email-signups',
      id: (await subscriber('student@example.com')).id,
      data: { sequenceStep: 1, nextStepAt: new Date(T0 + 48 * HOUR).toISOString() },
      overrideAccess: true,
    })
    // The crashed node's lease is still recorded; it expires
    clock = T0 + 49 * HOUR
    expect(await tick('student@example.com')).toHaveLength(3)
    expect(await subscriber('student@example.com')).toMatchObject({ sequenceStep: 2 })
  })

  it("records a step once when the step's write crossed another change of the subscriber (MongoDB)", async () => {
    clock = T0
    await confirmedSubscriber('crossed-student@example.com')
    const { raised } = await whileWritesCross(payload, { collection: 'email-signups', times: 1 }, () =>
      sequences.advanceSequences(payload, { now }),
    )
    await outbox.drainOutbox(payload, { now })
    expect(raised).toBe(1)
    expect(sink.to('crossed-student@example.com').map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Lesson 1: what letting go is']),
    )
    expect(sink.to('crossed-student@example.com')).toHaveLength(2)
    expect(await subscriber('crossed-student@example.com')).toMatchObject({ sequenceStep: 1 })
  })

  it('holds every step while the owner pauses the sequence, and sends overdue ones on resume', async () => {
    await payload.update({ collection: 'email-sequences', id: sequenceId, data: { paused: true } })
    clock = T0 + 200 * HOUR
    expect(await tick('student@example.com')).toHaveLength(3)
    await payload.update({ collection: 'email-sequences', id: sequenceId, data: { paused: false } })
    expect((await tick('student@example.com')).at(-1)).toBe('Lesson 3: the feelings under the thoughts')
  })

  it('stops for good when the subscriber unsubscribes', async () => {
    const reader = await subscriber('student@example.com')
    await list.unsubscribe(payload, list.signSubscriberToken('unsubscribe', reader), { now: clock })
    clock = T0 + 1000 * HOUR
    expect(await tick('student@example.com')).toHaveLength(4)
  })

  it('sends each of the five steps once to a subscriber who stays, then finishes', async () => {
    clock = T0
    await confirmedSubscriber('stayer@example.com')
    for (let hour = 0; hour <= 300; hour += 12) {
      clock = T0 + hour * HOUR
      await tick('stayer@example.com')
    }
    const lessons = sink.to('stayer@example.com').filter((mail) => mail.subject?.startsWith('Lesson'))
    expect(lessons.map((mail) => mail.subject)).toEqual([
      'Lesson 1: what letting go is',
      'Lesson 2: feel it, then let it go',
      'Lesson 3: the feelings under the thoughts',
      'Lesson 4: letting go every day',
      'Lesson 5: where to go from here',
    ])
    expect(lessons[3].html).toContain(`href="${SITE}/how-to-let-go"`)
    expect(await subscriber('stayer@example.com')).toMatchObject({ sequenceStep: 5, nextStepAt: null })
  })

  it('lets only one of several nodes queue a step at a time', async () => {
    clock = T0 + 2000 * HOUR
    await confirmedSubscriber('parallel@example.com')
    await Promise.all([1, 2, 3].map(() => sequences.advanceSequences(payload, { now })))
    await sequences.advanceSequences(payload, { now })
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'parallel@example.com' }, subject: { equals: 'Lesson 1: what letting go is' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })
})

describe("the owner's sequences", () => {
  let cookie: string
  const asOwner = (method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie, headers: { Origin: SITE }, ...(body === undefined ? {} : { body }) })

  beforeAll(async () => {
    await api.createMember('sequence-owner@example.com', 'sequence-owner-71', { admin: true })
    cookie = await api.login('sequence-owner@example.com', 'sequence-owner-71')
  })

  it('lets one sequence start on confirmation: a second one is refused, naming the first', async () => {
    const second = await asOwner('POST', '/email-sequences', {
      name: 'Second course',
      key: 'second-course',
      startOnConfirm: true,
      steps: [{ subject: 'Hello', delayHours: 0, body: richTextParagraphs(['Hi']) }],
    })
    expect(second.status).toBe(400)
    expect(JSON.stringify(await second.json())).toContain(
      'Only one sequence starts on confirmation, and \\"Crash Course in Letting Go\\" does: untick it there first',
    )
    const quiet = await asOwner('POST', '/email-sequences', {
      name: 'Second course',
      key: 'second-course',
      steps: [{ subject: 'Hello', delayHours: 0, body: richTextParagraphs(['Hi']) }],
    })
    expect(quiet.status).toBe(201)
    // The first keeps its tick when the owner saves it again
    expect((await asOwner('PATCH', `/email-sequences/${sequenceId}`, { startOnConfirm: true })).status).toBe(
      200,
    )
    // A copy of it starts unticked
    const copy = await asOwner('POST', `/email-sequences/${sequenceId}/duplicate`, {})
    expect(copy.status).toBe(200)
    expect(((await copy.json()) as { doc: { startOnConfirm: boolean } }).doc.startOnConfirm).toBe(false)
  })

  it('is paused, not deleted, while subscribers are on it (409), and nothing changes', async () => {
    await confirmedSubscriber('on-the-sequence@example.com')
    const deleted = await asOwner('DELETE', `/email-sequences/${sequenceId}`)
    expect(deleted.status).toBe(409)
    expect((await deleted.json()).errors[0].message).toMatch(
      /^\d+ subscribers? (is|are) on this sequence or ha(s|ve) been through it: pause it instead of deleting it$/,
    )
    expect((await subscriber('on-the-sequence@example.com')).sequence).toBe(sequenceId)
  })
})
