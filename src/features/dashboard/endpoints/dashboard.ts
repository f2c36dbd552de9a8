import type { Endpoint } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { getEnv } from '@/platform/env'
import { dashboardData } from '@/features/dashboard/series'
import { dashboardQuerySchema } from '@/features/dashboard/validations'
import { keptDashboardSeries } from '@/platform/cache/dashboardCache'

import { requireClearedUser } from '@/platform/http/currentUser'
import { errorResponse } from '@/platform/http/endpoint'

/**
 * GET /api/dashboard?range=4w|12w|52w[&series=subscribers|crashCourse|funnel|bookings|broadcasts]:
 * the owner's dashboard numbers (src/features/dashboard), every series or the one named, each with its
 * `computedAt` (kept up to a minute, see src/platform/cache/dashboardCache.ts). Admins only: anyone else, signed in or not (or an admin who must change the password), 403.
 */
const DASHBOARD_REFUSAL = 'Only admins can see the dashboard'

export const dashboardEndpoint: Endpoint = {
  path: '/dashboard',
  method: 'get',
  handler: async (req) => {
    const auth = await requireClearedUser(req)
    // Issue 17: a member or a visitor gets 403, whoever they are (a flagged admin gets its own 403)
    if ('response' in auth && auth.response.status !== 401) return auth.response
    if ('response' in auth || !hasAdminRole(auth.user)) return errorResponse(403, DASHBOARD_REFUSAL)
    const params = new URL(req.url ?? '', getEnv().NEXT_PUBLIC_SERVER_URL).searchParams
    const query = dashboardQuerySchema.safeParse({
      range: params.get('range') ?? undefined,
      series: params.get('series') ?? undefined,
    })
    if (!query.success) return errorResponse(400, query.error.issues[0]?.message ?? 'Invalid query')
    const { range, series } = query.data
    const data = await dashboardData(req.payload, range, series ? [series] : undefined, {
      cache: keptDashboardSeries,
    })
    return Response.json(data, { headers: { 'Cache-Control': 'no-store' } })
  },
}
