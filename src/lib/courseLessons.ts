import type { Payload } from 'payload'

import { TRACKED_COURSE_SLUG } from './validations/courseProgress'

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
