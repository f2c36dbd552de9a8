import type { Payload } from 'payload'

import { trackedCourseLessons } from '@/lib/courseLessons'

/** The lesson ids of the tracked course (How to Let Go), read from the CMS. */
export async function courseLessonIds(payload: Payload): Promise<Set<string>> {
  return new Set((await trackedCourseLessons(payload)).map((lesson) => lesson.lessonId))
}
