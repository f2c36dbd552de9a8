import { NotFound, type Payload } from 'payload'

import type { LessonProgress } from '@/payload-types'

import { changeDocument } from '@/platform/database/changeDocument'
import { isUniqueViolation, UNIQUE_INSERT } from '@/platform/http/endpoint'

/** One progress record as the spec's course_progress shows it. */
export type ProgressRecord = {
  id: LessonProgress['id']
  userId: string
  lessonId: string
  completed: boolean
  completedAt: string | null
}

/** The columns a progress answer needs; `id` always comes along. */
const RECORD_FIELDS = { user: true, lessonId: true, completed: true, completedAt: true } as const

type StoredRecord = Pick<LessonProgress, 'id' | 'user' | 'lessonId' | 'completed' | 'completedAt'>

export const toProgressRecord = (doc: StoredRecord): ProgressRecord => ({
  id: doc.id,
  userId: String(typeof doc.user === 'object' ? doc.user.id : doc.user),
  lessonId: doc.lessonId,
  completed: Boolean(doc.completed),
  completedAt: doc.completedAt ?? null,
})

export async function listProgress(payload: Payload, userId: number | string): Promise<ProgressRecord[]> {
  const { docs } = await payload.find({
    collection: 'lesson-progress',
    where: { user: { equals: userId } },
    pagination: false,
    depth: 0,
    sort: 'lessonId',
    select: RECORD_FIELDS,
    overrideAccess: true,
  })
  return docs.map(toProgressRecord)
}

async function findRecord(payload: Payload, userId: number, lessonId: string) {
  const { docs } = await payload.find({
    collection: 'lesson-progress',
    where: { and: [{ user: { equals: userId } }, { lessonId: { equals: lessonId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: RECORD_FIELDS,
    overrideAccess: true,
  })
  return docs[0]
}

/** Toggles of one (user, lesson) run one after another in this process. */
const pending = new Map<string, Promise<unknown>>()

function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (pending.get(key) ?? Promise.resolve()).catch(() => undefined).then(task)
  const settled = run.catch(() => undefined)
  pending.set(key, settled)
  void settled.then(() => {
    if (pending.get(key) === settled) pending.delete(key)
  })
  return run
}

/**
 * Sets the one record of (user, lesson): completedAt is set when it becomes complete and cleared
 * when it is undone. Concurrent toggles in this process are queued; across processes the unique
 * (user, lessonId) index refuses a second record and the loser updates the winner's; on MongoDB an
 * update whose transaction crossed another toggle of the record runs again.
 */
export function saveProgress(
  payload: Payload,
  userId: number,
  lessonId: string,
  completed: boolean,
): Promise<ProgressRecord> {
  return oneAtATime(`${userId}:${lessonId}`, async () => {
    const update = async (existing: StoredRecord) => {
      // completedAt is kept from the record as it stands when the write runs (again)
      const result = await changeDocument(payload, 'lesson-progress', existing.id, (current) => ({
        completed,
        completedAt: completed
          ? (current.completed && current.completedAt) || new Date().toISOString()
          : null,
      }))
      if (!result) throw new NotFound()
      return toProgressRecord(result.doc)
    }

    const existing = await findRecord(payload, userId, lessonId)
    if (existing) return update(existing)
    try {
      const doc = await payload.create({
        collection: 'lesson-progress',
        data: { user: userId, lessonId, completed, completedAt: completed ? new Date().toISOString() : null },
        depth: 0,
        overrideAccess: true,
        ...UNIQUE_INSERT,
      })
      return toProgressRecord(doc)
    } catch (error) {
      const winner = isUniqueViolation(error) ? await findRecord(payload, userId, lessonId) : undefined
      if (!winner) throw error
      return update(winner)
    }
  })
}
