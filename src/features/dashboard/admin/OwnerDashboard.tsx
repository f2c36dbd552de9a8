import type { Payload } from 'payload'
import React from 'react'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { dashboardData } from '@/features/dashboard/series'
import { DEFAULT_RANGE } from '@/features/dashboard/validations'
import { keptDashboardSeries } from '@/platform/cache/dashboardCache'

import { DashboardCharts } from './DashboardCharts'

type Props = { payload: Payload; user?: Parameters<typeof hasAdminRole>[0] }

/**
 * The owner's dashboard at the top of the admin's home page (admin.components.beforeDashboard).
 * Rendered for admins only; GET /api/dashboard is what enforces it. The default range's numbers
 * come with the page (its tables are in the HTML, the charts need no request); other ranges are fetched.
 */
export async function OwnerDashboard({ payload, user }: Props) {
  if (!hasAdminRole(user) || user?.requirePasswordChange) return null
  const initial = await dashboardData(payload, DEFAULT_RANGE, undefined, { cache: keptDashboardSeries })
  return <DashboardCharts initial={initial} />
}
