'use client'

import React from 'react'
import { SWRConfig } from 'swr'

import type { DashboardData } from '@/features/dashboard/series'
import { DEFAULT_RANGE, type DashboardSeriesName } from '@/features/dashboard/validations'

import { ChartCard, dashboardKey } from './ChartCard'

const CHARTS: { series: DashboardSeriesName; title: string; description: string }[] = [
  {
    series: 'subscribers',
    title: 'Subscribers per week',
    description:
      'New sign-ups, confirmations and unsubscribes each week, and how many are on the list at its end.',
  },
  {
    series: 'crashCourse',
    title: 'The crash-course sequence',
    description:
      'For each e-mail of the crash course: how many were sent, and how many unsubscribed from it.',
  },
  {
    series: 'funnel',
    title: 'How to Let Go funnel',
    description: 'For each of the lessons in course order: the learners who completed it in the range.',
  },
  {
    series: 'sales',
    title: 'How to Let Go: from the course page to purchases',
    description:
      'Course page views, Checkout sessions started, purchases paid and purchases refunded in the range (sales on this site).',
  },
  {
    series: 'bookings',
    title: 'Bookings per month',
    description:
      'Sessions paid through Stripe each month: awaiting a time, confirmed, completed, and cancelled (refunded ones among them); revenue leaves refunds out.',
  },
  {
    series: 'broadcasts',
    title: 'Broadcasts',
    description: 'Each broadcast started in the range: e-mails sent, failed, and unsubscribes from it.',
  },
]

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))',
  gap: 'var(--base)',
  marginBottom: 'calc(var(--base) * 2)',
}

/** The page brings the default range's numbers: each chart starts from them instead of fetching. */
const fallbackOf = (initial: DashboardData) =>
  Object.fromEntries(
    CHARTS.map(({ series }) => [dashboardKey(DEFAULT_RANGE, series), { [series]: initial[series] }]),
  )

export function DashboardCharts({ initial }: { initial: DashboardData }) {
  return (
    <SWRConfig value={{ fallback: fallbackOf(initial) }}>
      <section aria-labelledby="owner-dashboard-heading">
        {/* Not "Dashboard": Payload's admin home already goes by that name */}
        <h2 id="owner-dashboard-heading" style={{ marginBottom: 'var(--base)' }}>
          Your business at a glance
        </h2>
        <div style={grid}>
          {CHARTS.map((chart) => (
            <ChartCard key={chart.series} {...chart} />
          ))}
        </div>
      </section>
    </SWRConfig>
  )
}
