import type { Payload, PayloadRequest } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { COURSE_PROGRAM_SLUG } from '@/features/content/client'

/** How How to Let Go is sold (Site Settings → Programs → courseSales). */
export type CourseSalesMode = 'external' | 'site'

/** Marks the Checkout sessions of the course, so the webhook tells them from one-on-one bookings. */
export const COURSE_SALE_KIND = 'course-enrolment'

/** The Programs entry whose price is the course's (kept with the Programs collection). */
export { COURSE_PROGRAM_SLUG }

/** The enrolments' collection (collections/Enrolments.ts), whose hooks import this module. */
export const ENROLMENTS_SLUG = 'enrolments'

/** Where a buyer lands: the first lesson. */
export const FIRST_LESSON_PATH = '/how-to-let-go/lesson-1-1'

export const lessonPath = (lessonId: string) => `/how-to-let-go/${encodeURIComponent(lessonId)}`

/** The mode in Site Settings, read afresh (a switch applies to the next request). */
export async function readCourseSalesMode(payload: Payload): Promise<CourseSalesMode> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { courseSales: true },
  })
  return settings.courseSales === 'site' ? 'site' : 'external'
}

/** True when the user holds an active enrolment (a purchase not refunded, or a grant not revoked). */
export async function hasActiveEnrolment(payload: Payload, userId: string | number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: ENROLMENTS_SLUG,
    where: { and: [{ user: { equals: userId } }, { status: { equals: 'active' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

type Viewer = { id: string | number; roles?: (string | null)[] | null } | null | undefined

/**
 * Whether a visitor may read every lesson's content: in `external` mode everyone (access is the
 * external platform's business); in `site` mode admins and enrolled learners. Free previews are
 * open to all in either mode (decided by the lesson, not here).
 */
export async function mayReadEveryLesson(payload: Payload, viewer: Viewer): Promise<boolean> {
  if ((await readCourseSalesMode(payload)) === 'external') return true
  if (!viewer) return false
  if (hasAdminRole(viewer)) return true
  return hasActiveEnrolment(payload, viewer.id)
}

const CONTEXT_KEY = 'mayReadEveryLesson'

/** mayReadEveryLesson for the request's user, worked out once per request (each lesson row asks). */
export function requestMayReadEveryLesson(req: PayloadRequest): Promise<boolean> {
  const context = req.context as Record<string, Promise<boolean> | undefined>
  // A pending password change shuts the learner out of courses (spec §6), as it does everywhere else.
  const viewer = req.user?.requirePasswordChange ? null : req.user
  context[CONTEXT_KEY] ??= mayReadEveryLesson(req.payload, viewer)
  return context[CONTEXT_KEY]
}

/** The course's price in cents, from its Programs entry; null when the entry or its price is missing. */
export async function readCoursePriceCents(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'programs',
    where: { slug: { equals: COURSE_PROGRAM_SLUG } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { price: true },
  })
  const price = docs[0]?.price
  return typeof price === 'number' && price > 0 ? Math.round(price * 100) : null
}
