import React from 'react'

import { hasAdminRole } from '@/access/adminOnly'

import { DashboardCharts } from './DashboardCharts'

type Props = { user?: Parameters<typeof hasAdminRole>[0] }

/**
 * The owner's dashboard at the top of the admin's home page (admin.components.beforeDashboard).
 * Rendered for admins only; GET /api/dashboard is what enforces it.
 */
export function OwnerDashboard({ user }: Props) {
  if (!hasAdminRole(user) || user?.requirePasswordChange) return null
  return <DashboardCharts />
}
