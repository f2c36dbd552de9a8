import 'server-only'

import { cachedContent } from '@/platform/cache/cachedContent'

import type { Course } from '@/payload-types'
import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { getPayload } from '@/platform/payload'

import { findCourse } from './courseLessons'

export type OutlineLesson = {
  lessonId: string
  title: string
  description: string | null
  freePreview: boolean
  duration: number | null
}

/** A course's modules and lessons: titles and flags, never a lesson's body or video. */
export type CourseOutline = {
  title: string
  modules: { title: string; lessons: OutlineLesson[] }[]
}

type CourseLessonRow = Course['modules'][number]['lessons'][number]

/** What a lesson page shows beyond the outline; read only for a visitor who may see it. */
export type LessonContent = {
  body: CourseLessonRow['body'] | null
  videoId: string | null
}

const toOutline = (course: Course): CourseOutline => ({
  title: course.title,
  modules: course.modules.map((courseModule) => ({
    title: courseModule.title,
    lessons: courseModule.lessons.map(({ lessonId, title, description, freePreview, duration }) => ({
      lessonId,
      title,
      description: description ?? null,
      freePreview: freePreview === true,
      duration: duration ?? null,
    })),
  })),
})

/** A course's modules and lessons (How to Let Go: 6 modules, 41 lessons), or null when missing. */
export const getCourseOutline = cachedContent(
  async (slug: string): Promise<CourseOutline | null> => {
    const course = await findCourse(await getPayload(), slug)
    return course ? toOutline(course) : null
  },
  ['course-outline'],
  { tags: [CACHE_TAGS.courses], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/**
 * One lesson's body and video, kept on the server by lesson. Only the lesson page calls it, and
 * only once it has decided the visitor may see the lesson: nothing here reaches a shared cache.
 */
export const getLessonContent = cachedContent(
  async (slug: string, lessonId: string): Promise<LessonContent | null> => {
    const course = await findCourse(await getPayload(), slug)
    const lesson = course?.modules
      .flatMap((courseModule) => courseModule.lessons)
      .find((row) => row.lessonId === lessonId)
    return lesson ? { body: lesson.body ?? null, videoId: lesson.videoId?.trim() || null } : null
  },
  ['lesson-content'],
  { tags: [CACHE_TAGS.courses], revalidate: CONTENT_MAX_AGE_SECONDS },
)

export type LessonPlace = {
  lesson: OutlineLesson
  moduleTitle: string
  moduleNumber: number
  previous: OutlineLesson | null
  next: OutlineLesson | null
  lessonIds: string[]
}

/** Where a lesson sits in the outline: its module, the lessons before and after it. */
export function placeOfLesson(outline: CourseOutline, lessonId: string): LessonPlace | null {
  const lessons = outline.modules.flatMap((courseModule, index) =>
    courseModule.lessons.map((lesson) => ({
      lesson,
      moduleTitle: courseModule.title,
      moduleNumber: index + 1,
    })),
  )
  const at = lessons.findIndex((entry) => entry.lesson.lessonId === lessonId)
  if (at === -1) return null
  return {
    ...lessons[at],
    previous: lessons[at - 1]?.lesson ?? null,
    next: lessons[at + 1]?.lesson ?? null,
    lessonIds: lessons.map((entry) => entry.lesson.lessonId),
  }
}
