import { notFound } from 'next/navigation'

import { CourseView } from '@/components/course/CourseView'
import { getCourseEnrolment, getCourseOutline } from '@/lib/content'
import { staticPageMetadata } from '@/lib/metadata'
import { TRACKED_COURSE_SLUG } from '@/lib/validations/courseProgress'

export const dynamic = 'force-dynamic'

export const metadata = staticPageMetadata('/how-to-let-go')

export default async function HowToLetGoPage() {
  const [course, enrolment] = await Promise.all([getCourseOutline(TRACKED_COURSE_SLUG), getCourseEnrolment()])
  if (!course) notFound()
  return <CourseView course={course} enrolment={enrolment} />
}
