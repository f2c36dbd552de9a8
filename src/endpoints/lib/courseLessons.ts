import type { Payload } from 'payload'

import { TRACKED_COURSE_SLUG } from '@/lib/validations/courseProgress'

/** The lesson ids of the tracked course (How to Let Go), read from the CMS. */
export async function courseLessonIds(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: TRACKED_COURSE_SLUG } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const ids = new Set<string>()
  for (const courseModule of docs[0]?.modules ?? []) {
    for (const lesson of courseModule.lessons ?? []) ids.add(lesson.lessonId)
  }
  return ids
}
