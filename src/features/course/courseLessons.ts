import type { Payload } from 'payload'

import type { Course } from '@/payload-types'

import { CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { keptUntilContentChanges } from '@/platform/cache/contentGeneration'

import { TRACKED_COURSE_SLUG } from './validations'

export type CourseLesson = { lessonId: string; title: string; module: string }

/**
 * The one query of a course by its slug, for every reader: the pages' outline and lesson content
 * (the whole document, `reads.ts`) and the services' lesson list (titles only). Server code: which
 * visitor may see a lesson's content is decided by the lesson page.
 */
export async function findCourse(
  payload: Payload,
  slug: string,
  { titlesOnly = false } = {},
): Promise<Course | null> {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(titlesOnly
      ? { select: { title: true, modules: { title: true, lessons: { lessonId: true, title: true } } } }
      : {}),
  })
  return (docs[0] as Course | undefined) ?? null
}

/** The lessons of the tracked course (How to Let Go) in course order, read from the CMS. */
export async function trackedCourseLessons(payload: Payload): Promise<CourseLesson[]> {
  const course = await findCourse(payload, TRACKED_COURSE_SLUG, { titlesOnly: true })
  return (course?.modules ?? []).flatMap((courseModule) =>
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
