import { z } from 'zod'

/** The date ranges every dashboard chart offers: the last 4, 12 or 52 weeks. */
export const DASHBOARD_RANGES = ['4w', '12w', '52w'] as const
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]
export const DEFAULT_RANGE: DashboardRange = '12w'

export const RANGE_WEEKS: Record<DashboardRange, number> = { '4w': 4, '12w': 12, '52w': 52 }

/** The dashboard's series, one per chart (src/features/dashboard/series.ts). */
export const DASHBOARD_SERIES_NAMES = [
  'subscribers',
  'crashCourse',
  'funnel',
  'bookings',
  'broadcasts',
  'sales',
] as const
export type DashboardSeriesName = (typeof DASHBOARD_SERIES_NAMES)[number]

/** GET /api/dashboard?range=4w|12w|52w[&series=<name>] */
export const dashboardQuerySchema = z.object({
  range: z
    .enum(DASHBOARD_RANGES, { error: `range must be one of ${DASHBOARD_RANGES.join(', ')}` })
    .default(DEFAULT_RANGE),
  series: z
    .enum(DASHBOARD_SERIES_NAMES, { error: `series must be one of ${DASHBOARD_SERIES_NAMES.join(', ')}` })
    .optional(),
})
