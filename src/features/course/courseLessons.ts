import type { Payload } from 'payload'

import { CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { keptUntilContentChanges } from '@/platform/cache/contentGeneration'

import { TRACKED_COURSE_SLUG } from './validations'

export type CourseLesson = { lessonId: string; title: string; module: string }

/** The lessons of the tracked course (How to Let Go) in course order, read from the CMS. */
export async function trackedCourseLessons(payload: Payload): Promise<CourseLesson[]> {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: TRACKED_COURSE_SLUG } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // Titles only: the lessons' bodies are not needed to list them.
    select: { modules: { title: true, lessons: { lessonId: true, title: true } } },
  })
  return (docs[0]?.modules ?? []).flatMap((courseModule) =>
    (courseModule.lessons ?? []).map(({ lessonId, title }) => ({
      lessonId,
      title,
      module: courseModule.title,
    })),
  )
}

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
