import type { Payload } from 'payload'

import { CONTENT_MAX_AGE_SECONDS } from '@/lib/cacheTags'
import { trackedCourseLessons } from '@/lib/courseLessons'
import { keptUntilContentChanges } from '@/server/contentGeneration'

/**
 * The lesson ids of the tracked course (How to Let Go), read from the CMS and kept until the
 * content changes: every progress toggle checks its lesson against them.
 */
export const courseLessonIds = keptUntilContentChanges(
  'courseLessonIds',
  CONTENT_MAX_AGE_SECONDS * 1000,
  async (payload: Payload): Promise<Set<string>> =>
    new Set((await trackedCourseLessons(payload)).map((lesson) => lesson.lessonId)),
)
