/**
 * The course: How to Let Go's 41 lessons, learners' progress, and its sale on the site
 * (checkout, enrolments, refunds). What Payload assembles, and what other features use; pages
 * take their reads and components from ./pages, other features' browser code from ./client.
 */
import type { Endpoint } from 'payload'

import { sameSiteOnly } from '@/platform/http/endpoint'

import { courseCheckout } from './endpoints/courseCheckout'
import { courseCheckoutReturn } from './endpoints/courseCheckoutReturn'
import { courseEnrolment } from './endpoints/courseEnrolment'
import { coursePageView } from './endpoints/coursePageView'
import { courseProgressGet } from './endpoints/courseProgressGet'
import { courseProgressPost } from './endpoints/courseProgressPost'

export { COURSE_FUNNEL_EVENTS_SLUG, CourseFunnelEvents } from './collections/CourseFunnelEvents'
export { Courses } from './collections/Courses'
export { Enrolments } from './collections/Enrolments'
export { LessonProgress } from './collections/LessonProgress'
export { trackedCourseLessons } from './courseLessons'
export { ENROLMENTS_SLUG, lessonPath } from './courseSales'
export { REPEAT_PURCHASE_REASON } from './courseEnrolments'
export { handleCourseEvent } from './courseWebhook'
export { courseChecksBeforeMemberDeletion } from './memberDeletion'
export { TRACKED_COURSE_SLUG } from './validations'

export const courseEndpoints: Endpoint[] = [
  courseProgressGet,
  courseCheckoutReturn,
  courseEnrolment,
  ...[courseCheckout, courseProgressPost, coursePageView].map(sameSiteOnly),
]
