import type { Endpoint } from 'payload'

import { requireClearedUser } from '@/platform/http/currentUser'
import { errorResponse } from '@/platform/http/endpoint'
import { listProgress } from '../lessonProgress'

/** GET /api/course-progress/{userId}: the signed-in learner's own records (another id is a 403). */
export const courseProgressGet: Endpoint = {
  path: '/course-progress/:userId',
  method: 'get',
  handler: async (req) => {
    const auth = await requireClearedUser(req)
    if ('response' in auth) return auth.response
    if (String(req.routeParams?.userId) !== String(auth.user.id)) {
      return errorResponse(403, 'You can only view your own progress')
    }
    return Response.json(await listProgress(req.payload, auth.user.id), {
      headers: { 'Cache-Control': 'no-store' },
    })
  },
}
