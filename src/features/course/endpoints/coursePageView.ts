import type { Endpoint } from 'payload'

import { COURSE_FUNNEL_EVENTS_SLUG } from '@/features/course/collections/CourseFunnelEvents'
import { rateLimit } from '@/platform/rateLimit'

/**
 * POST /api/course/page-view: the course page's beacon, one record per view for the dashboard's
 * sales funnel. No body is read; the answer is empty. Views are counted per client address
 * (RATE_LIMIT_COURSE_PAGE_VIEW a window), so a script cannot inflate the funnel or fill the table.
 */
export const coursePageView: Endpoint = {
  path: '/course/page-view',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('course-page-view', req)
    if (limited) return limited
    await req.payload.create({
      collection: COURSE_FUNNEL_EVENTS_SLUG,
      data: { kind: 'course-page-view' },
      depth: 0,
      overrideAccess: true,
    })
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
}
