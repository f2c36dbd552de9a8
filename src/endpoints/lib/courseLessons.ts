import type { Payload } from 'payload'

import { CONTENT_MAX_AGE_SECONDS } from '@/lib/cacheTags'
import { TRACKED_COURSE_SLUG } from '@/lib/validations/courseProgress'
import { keptUntilContentChanges } from '@/server/contentGeneration'

/**
 * The lesson ids of the tracked course (How to Let Go), read from the CMS and kept until the
 * content changes: every progress toggle checks its lesson against them.
 */
export const courseLessonIds = keptUntilContentChanges(
  'courseLessonIds',
  CONTENT_MAX_AGE_SECONDS * 1000,
  async (payload: Payload): Promise<Set<string>> => {
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
  },
)
