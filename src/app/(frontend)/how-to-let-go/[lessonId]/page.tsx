import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import {
  LessonView,
  getCourseEnrolment,
  getCourseOutline,
  getLessonContent,
  placeOfLesson,
  lessonAccess,
} from '@/features/course/pages'
import { lessonPath, TRACKED_COURSE_SLUG } from '@/features/course'
import { NOT_FOUND_METADATA, pageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lessonId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lessonId } = await params
  const outline = await getCourseOutline(TRACKED_COURSE_SLUG)
  const place = outline && placeOfLesson(outline, lessonId)
  if (!place) return NOT_FOUND_METADATA
  return pageMetadata({
    title: `${place.lesson.title} | ${outline.title}`,
    description: `Module ${place.moduleNumber}, ${place.moduleTitle}: ${place.lesson.description ?? place.lesson.title}.`,
    path: lessonPath(place.lesson.lessonId),
  })
}

/** /how-to-let-go/<lesson id>: one lesson of How to Let Go, open or locked per Site Settings' courseSales. */
export default async function LessonPage({ params }: Props) {
  const { lessonId } = await params
  const [outline, enrolment] = await Promise.all([
    getCourseOutline(TRACKED_COURSE_SLUG),
    getCourseEnrolment(),
  ])
  const place = outline && placeOfLesson(outline, lessonId)
  if (!outline || !place) notFound()

  const access = await lessonAccess(enrolment.mode, place.lesson.freePreview)
  const content = access === 'locked' ? null : await getLessonContent(TRACKED_COURSE_SLUG, lessonId)

  return <LessonView courseTitle={outline.title} place={place} content={content} enrolment={enrolment} />
}
