import type { Endpoint } from 'payload'

import { requireClearedUser } from '@/platform/http/currentUser'

import { continueAtFor } from '../continueAt'
import { hasActiveEnrolment } from '../courseSales'

/** What the enrol button asks of a signed-in learner (GET /api/course/enrolment). */
export type CourseEnrolmentAnswer = { enrolled: boolean; continueAt: string | null }

/**
 * GET /api/course/enrolment -> { enrolled, continueAt }: whether the signed-in user holds How to
 * Let Go (a purchase not refunded, or a grant not revoked), and, if so, where to go on: the first
 * lesson in course order they have not completed (the first lesson when every one is). Signed
 * out: 401; under a forced password change: 403, as every learner call. Per user, never cached.
 */
export const courseEnrolment: Endpoint = {
  path: '/course/enrolment',
  method: 'get',
  handler: async (req) => {
    const auth = await requireClearedUser(req)
    if ('response' in auth) return auth.response
    const headers = { 'Cache-Control': 'no-store' }
    if (!(await hasActiveEnrolment(req.payload, auth.user.id))) {
      return Response.json({ enrolled: false, continueAt: null } satisfies CourseEnrolmentAnswer, { headers })
    }
    const continueAt = await continueAtFor(req.payload, auth.user.id)
    return Response.json({ enrolled: true, continueAt } satisfies CourseEnrolmentAnswer, { headers })
  },
}
