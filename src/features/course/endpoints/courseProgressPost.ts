import type { Endpoint } from 'payload'

import { courseProgressSchema } from '@/features/course/validations'

import { courseLessonIds } from '../courseLessons'
import { requireClearedUser } from '@/platform/http/currentUser'
import { errorResponse, parseJsonBody } from '@/platform/http/endpoint'
import { saveProgress } from '../lessonProgress'

/** POST /api/course-progress {userId, lessonId, completed}: upserts the learner's record of one lesson. */
export const courseProgressPost: Endpoint = {
  path: '/course-progress',
  method: 'post',
  handler: async (req) => {
    const auth = await requireClearedUser(req)
    if ('response' in auth) return auth.response
    const parsed = await parseJsonBody(req, courseProgressSchema)
    if (!parsed.ok) return parsed.response
    const { userId, lessonId, completed } = parsed.data
    if (userId !== String(auth.user.id)) return errorResponse(403, 'You can only update your own progress')
    if (!(await courseLessonIds(req.payload)).has(lessonId)) {
      return errorResponse(400, `Unknown lesson: ${lessonId}`)
    }
    return Response.json(await saveProgress(req.payload, auth.user.id, lessonId, completed))
  },
}
