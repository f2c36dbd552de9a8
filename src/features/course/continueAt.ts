import type { Payload } from 'payload'

import { trackedCourseLessons } from './courseLessons'
import { FIRST_LESSON_PATH, lessonPath } from './courseSales'
import { listProgress } from './lessonProgress'

/**
 * Where a learner who holds the course goes on: the first lesson in course order they have not
 * completed, or the first lesson when every one is. The enrol button and the checkout's 409 both
 * send the learner here.
 */
export async function continueAtFor(payload: Payload, userId: number | string): Promise<string> {
  const [lessons, progress] = await Promise.all([
    trackedCourseLessons(payload),
    listProgress(payload, userId),
  ])
  const completed = new Set(progress.filter((record) => record.completed).map((record) => record.lessonId))
  const next = lessons.find((lesson) => !completed.has(lesson.lessonId))
  return next ? lessonPath(next.lessonId) : FIRST_LESSON_PATH
}
