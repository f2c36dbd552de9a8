import type { Payload } from 'payload'

import { course } from '@/seed/content/course'

import { SITE, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let payload: Payload
let learnerId: number
let otherId: number
let cookie: string
let otherCookie: string

beforeAll(async () => {
  api = await startApi()
  payload = api.payload
  await payload.create({ collection: 'courses', data: course, context: { disableRevalidate: true } })
  learnerId = await api.createMember('learner@example.com', 'learner-password')
  otherId = await api.createMember('other@example.com', 'other-password')
  cookie = await api.login('learner@example.com', 'learner-password')
  otherCookie = await api.login('other@example.com', 'other-password')
})

afterAll(async () => {
  await api?.ctx.cleanup()
})

type ProgressRecord = {
  id: number
  userId: string
  lessonId: string
  completed: boolean
  completedAt: string | null
}

const readProgress = async (userId: number, as = cookie) => {
  const response = await api.call('GET', `/course-progress/${userId}`, { cookie: as })
  return { status: response.status, body: (await response.json()) as ProgressRecord[] & { error?: string } }
}

const toggle = (lessonId: string, completed: boolean, options: { userId?: unknown; as?: string } = {}) =>
  api.call('POST', '/course-progress', {
    cookie: options.as ?? cookie,
    body: { userId: options.userId ?? learnerId, lessonId, completed },
  })

const recordsOf = async (userId: number, lessonId?: string) =>
  (
    await payload.find({
      collection: 'lesson-progress',
      where: {
        and: [{ user: { equals: userId } }, ...(lessonId ? [{ lessonId: { equals: lessonId } }] : [])],
      },
      pagination: false,
    })
  ).docs

describe('GET /api/course-progress/{userId}', () => {
  it('answers 401 when logged out', async () => {
    const response = await api.call('GET', `/course-progress/${learnerId}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not authenticated' })
  })

  it("answers 403 for another user's id", async () => {
    const { status, body } = await readProgress(otherId)
    expect(status).toBe(403)
    expect(body).toEqual({ error: 'You can only view your own progress' })
  })

  it('answers an empty list for a new learner', async () => {
    expect(await readProgress(learnerId)).toEqual({ status: 200, body: [] })
  })
})

describe('POST /api/course-progress', () => {
  it('answers 401 when logged out', async () => {
    const response = await api.call('POST', '/course-progress', {
      body: { userId: learnerId, lessonId: 'lesson-1-1', completed: true },
    })
    expect(response.status).toBe(401)
  })

  it("answers 403 when the body names another user's id", async () => {
    const response = await toggle('lesson-1-1', true, { userId: otherId })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'You can only update your own progress' })
    expect(await recordsOf(otherId)).toHaveLength(0)
  })

  it('answers 400 for a lesson that is not in the course', async () => {
    const response = await toggle('lesson-9-9', true)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unknown lesson: lesson-9-9' })
  })

  it("refuses the owner's record of a lesson that is not in the course too (400), and keeps one of a lesson that is", async () => {
    await api.createMember('progress-owner@example.com', 'owner-password-71', { admin: true })
    const ownerCookie = await api.login('progress-owner@example.com', 'owner-password-71')
    const recordedId = await api.createMember('recorded@example.com', 'recorded-password-71')
    const record = (lessonId: string) =>
      api.call('POST', '/lesson-progress', {
        cookie: ownerCookie,
        headers: { Origin: SITE },
        body: { user: recordedId, lessonId, completed: true },
      })
    const refused = await record('lesson-9-9')
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors[0].data.errors[0]).toMatchObject({
      path: 'lessonId',
      message: 'Unknown lesson: lesson-9-9',
    })
    expect((await record('lesson-2-1')).status).toBe(201)
    expect((await recordsOf(recordedId)).map((doc) => doc.lessonId)).toEqual(['lesson-2-1'])
  })

  it.each([
    [{ userId: 1, lessonId: 'lesson-1-1' }, 'completed must be true or false'],
    [{ userId: 1, lessonId: 'lesson-1-1', completed: 'yes' }, 'completed must be true or false'],
    [{ userId: 1, completed: true }, 'lessonId is required'],
    [{ lessonId: 'lesson-1-1', completed: true }, 'userId is required'],
  ])('answers 400 for an invalid body %#', async (body, error) => {
    const response = await api.call('POST', '/course-progress', { cookie, body })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('marks a lesson done with completedAt, and undoing it clears completedAt on the same record', async () => {
    const done = await toggle('lesson-1-1', true)
    expect(done.status).toBe(200)
    const record = (await done.json()) as ProgressRecord
    expect(record).toMatchObject({ userId: String(learnerId), lessonId: 'lesson-1-1', completed: true })
    expect(Date.parse(record.completedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    const undone = (await (await toggle('lesson-1-1', false)).json()) as ProgressRecord
    expect(undone).toMatchObject({ id: record.id, completed: false, completedAt: null })
    expect(await recordsOf(learnerId, 'lesson-1-1')).toHaveLength(1)
  })

  it('accepts the user id as a string as well as a number', async () => {
    const response = await toggle('lesson-1-2', true, { userId: String(learnerId) })
    expect(response.status).toBe(200)
  })

  it('lists the records with lessonId and completed, only for their owner', async () => {
    const { body } = await readProgress(learnerId)
    expect(body.map(({ lessonId, completed }) => ({ lessonId, completed }))).toEqual([
      { lessonId: 'lesson-1-1', completed: false },
      { lessonId: 'lesson-1-2', completed: true },
    ])
    expect((await readProgress(otherId, otherCookie)).body).toEqual([])
  })

  it('keeps one record per lesson under 50 parallel toggles of the same lesson', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => toggle('lesson-2-1', index % 2 === 0)),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200))
    const records = await recordsOf(learnerId, 'lesson-2-1')
    expect(records).toHaveLength(1)
    // Whichever toggle ran last, the record is consistent: completedAt is set exactly when completed.
    expect(Boolean(records[0].completedAt)).toBe(records[0].completed)
  })

  it('keeps one record per lesson under 50 parallel toggles spread over 10 lessons', async () => {
    const lessons = course.modules[2].lessons
      .concat(course.modules[3].lessons)
      .slice(0, 10)
      .map((lesson) => lesson.lessonId)
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => toggle(lessons[index % 10], true)),
    )
    expect(responses.every((response) => response.status === 200)).toBe(true)
    for (const lessonId of lessons) {
      const records = await recordsOf(learnerId, lessonId)
      expect(records).toHaveLength(1)
      expect(records[0].completed).toBe(true)
    }
    const { body } = await readProgress(learnerId)
    expect(body.filter((record) => record.completed)).toHaveLength(11)
  })

  it('answers every one of 60 parallel toggles by 4 learners over 5 lessons with 200, leaving one consistent record each', async () => {
    const learners = [{ id: learnerId, cookie }]
    for (let index = 0; index < 3; index++) {
      const email = `parallel-${index}@example.com`
      const id = await api.createMember(email, 'parallel-password')
      learners.push({ id, cookie: await api.login(email, 'parallel-password') })
    }
    const lessons = course.modules[4].lessons.slice(0, 5).map((lesson) => lesson.lessonId)
    const calls = Array.from({ length: 60 }, (_, index) => ({
      learner: learners[index % learners.length],
      lessonId: lessons[Math.floor(index / learners.length) % lessons.length],
      completed: index % 3 !== 0,
    }))
    const responses = await Promise.all(
      calls.map(({ learner, lessonId, completed }) =>
        toggle(lessonId, completed, { userId: learner.id, as: learner.cookie }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(60).fill(200))
    const answers = (await Promise.all(responses.map((response) => response.json()))) as ProgressRecord[]
    for (const learner of learners) {
      const listed = (await readProgress(learner.id, learner.cookie)).body
      for (const lessonId of lessons) {
        const records = await recordsOf(learner.id, lessonId)
        expect(records).toHaveLength(1)
        expect(Boolean(records[0].completedAt)).toBe(records[0].completed)
        // Every answer of this learner and lesson names the one record.
        const answered = answers.filter(
          (answer, index) => calls[index].learner === learner && answer.lessonId === lessonId,
        )
        expect(new Set(answered.map((answer) => answer.id))).toEqual(new Set([records[0].id]))
        expect(listed.find((record) => record.lessonId === lessonId)).toMatchObject({
          id: records[0].id,
          completed: records[0].completed,
        })
      }
    }
  })

  it('keeps a signed-in learner signed in while the same account signs in again and again in parallel', async () => {
    // Each sign-in rewrites the account's list of sessions; a reader must never see it half-written.
    let signingIn = true
    const signInChain = async () => {
      for (let round = 0; round < 5; round++) await api.login('learner@example.com', 'learner-password')
    }
    const statuses: number[] = []
    const toggleChain = async (worker: number) => {
      for (let index = 0; signingIn; index++) {
        statuses.push((await toggle('lesson-1-2', (index + worker) % 2 === 0)).status)
      }
    }
    const toggling = Promise.all([0, 1, 2, 3].map(toggleChain))
    await Promise.all([signInChain(), signInChain(), signInChain()])
    signingIn = false
    await toggling
    expect(statuses.length).toBeGreaterThan(20)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  })
})
