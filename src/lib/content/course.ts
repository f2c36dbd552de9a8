import 'server-only'

import { cachedContent } from './cachedContent'

import type { Course } from '../../payload-types'
import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '../cacheTags'
import { getPayload } from '../payload'

export type CourseOutline = {
  title: string
  modules: { title: string; lessons: { lessonId: string; title: string; description: string | null }[] }[]
}

const toOutline = (course: Course): CourseOutline => ({
  title: course.title,
  modules: course.modules.map((courseModule) => ({
    title: courseModule.title,
    lessons: courseModule.lessons.map(({ lessonId, title, description }) => ({
      lessonId,
      title,
      description: description ?? null,
    })),
  })),
})

/** A course's modules and lessons (How to Let Go: 6 modules, 41 lessons), or null when missing. */
export const getCourseOutline = cachedContent(
  async (slug: string): Promise<CourseOutline | null> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'courses',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
    })
    return docs[0] ? toOutline(docs[0]) : null
  },
  ['course-outline'],
  { tags: [CACHE_TAGS.courses], revalidate: CONTENT_MAX_AGE_SECONDS },
)
