import { notFound } from 'next/navigation'

import { CourseView, getCourseEnrolment, getCourseOutline } from '@/features/course/pages'
import { staticPageMetadata } from '@/features/content/pages'
import { TRACKED_COURSE_SLUG } from '@/features/course'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/how-to-let-go')

export default async function HowToLetGoPage() {
  const [course, enrolment] = await Promise.all([getCourseOutline(TRACKED_COURSE_SLUG), getCourseEnrolment()])
  if (!course) notFound()
  return <CourseView course={course} enrolment={enrolment} />
}
