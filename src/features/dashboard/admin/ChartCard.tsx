'use client'

import React, { lazy, Suspense, useId, useMemo, useState, useSyncExternalStore } from 'react'
import useSWR from 'swr'

import { apiRequest, ApiError } from '@/platform/http/apiClient'
import type { DashboardData, FunnelSeries } from '@/features/dashboard/series'
import { dashboardTable, type DashboardTable } from '@/features/dashboard/tables'
import {
  DASHBOARD_RANGES,
  DEFAULT_RANGE,
  type DashboardRange,
  type DashboardSeriesName,
} from '@/features/dashboard/validations'

import { CsvDownloadButton } from './CsvDownloadButton'
import { SeriesDataTable } from './SeriesDataTable'

// recharts is the heaviest part of the admin home and draws nothing on the server (recharts 3), so
// its chunk is kept out of the admin's shared bundle; its download starts as soon as this module
// runs, in parallel with the admin's hydration, and the charts are drawn right after it
const seriesChartModule = typeof window === 'undefined' ? null : import('./SeriesChart')
const SeriesChart = lazy(() => seriesChartModule ?? import('./SeriesChart'))

const noSubscription = () => () => {}
/** False on the server and while hydrating, true in the browser after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

export const dashboardKey = (range: DashboardRange, series: DashboardSeriesName) =>
  `/api/dashboard?range=${range}&series=${series}`

const RANGE_LABELS: Record<DashboardRange, string> = {
  '4w': 'Last 4 weeks',
  '12w': 'Last 12 weeks',
  '52w': 'Last 52 weeks',
}

const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: 'var(--base)',
  background: 'var(--theme-elevation-0)',
  minWidth: 0,
}
const toolbar: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'calc(var(--base) / 2)',
  alignItems: 'center',
  margin: 'calc(var(--base) / 2) 0',
}
const muted: React.CSSProperties = { color: 'var(--theme-elevation-800)', margin: 0 }
const chartBox: React.CSSProperties = { height: 260, margin: 'calc(var(--base) / 2) 0' }

const computedAtText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) +
  ' UTC'

const errorText = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The numbers could not be loaded.'

function FunnelSummary({ funnel }: { funnel: FunnelSeries }) {
  const median = funnel.medianPercentComplete
  return (
    <p style={muted} data-testid="funnel-summary">
      Active learners: <strong>{funnel.activeLast7Days}</strong> in the last 7 days,{' '}
      <strong>{funnel.activeLast30Days}</strong> in the last 30 days. Median completion of the learners active
      in the range: <strong>{median === null ? 'none active' : `${median}%`}</strong>.
    </p>
  )
}

type Props = { series: DashboardSeriesName; title: string; description: string }

/** One chart of the dashboard: its own range, its numbers as a chart, a table and a CSV, and when they were computed. */
export function ChartCard({ series, title, description }: Props) {
  const [range, setRange] = useState<DashboardRange>(DEFAULT_RANGE)
  const [showTable, setShowTable] = useState(false)
  const id = useId()
  const hydrated = useHydrated()
  const { data, error, isLoading } = useSWR<DashboardData>(
    dashboardKey(range, series),
    (url: string) => apiRequest<DashboardData>('GET', url),
    // The page brought the default range's numbers (fallback): no second fetch on load
    { keepPreviousData: true, revalidateOnFocus: false, revalidateOnMount: false },
  )
  const current = data?.[series]
  const table: DashboardTable | null = useMemo(
    () => (current ? dashboardTable(series, current as never) : null),
    [series, current],
  )

  return (
    <article style={card} aria-labelledby={`${id}-title`} data-testid={`chart-${series}`}>
      <h3 id={`${id}-title`} style={{ margin: 0 }}>
        {title}
      </h3>
      <p style={muted}>{description}</p>
      <div style={toolbar}>
        <label htmlFor={`${id}-range`}>Date range</label>
        <select
          id={`${id}-range`}
          aria-describedby={`${id}-title`}
          value={range}
          onChange={(event) => setRange(event.target.value as DashboardRange)}
        >
          {DASHBOARD_RANGES.map((value) => (
            <option key={value} value={value}>
              {RANGE_LABELS[value]}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          aria-describedby={`${id}-title`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show table'}
        </button>
        {table && (
          <CsvDownloadButton
            table={table}
            fileName={`${series}-${current?.range ?? range}.csv`}
            describedBy={`${id}-title`}
          />
        )}
      </div>
      {error && !data && <p role="alert">{errorText(error)}</p>}
      {isLoading && !data && <p style={muted}>Loading…</p>}
      {table && current && (
        <>
          {series === 'funnel' && <FunnelSummary funnel={current as FunnelSeries} />}
          {table.rows.length === 0 && <p style={muted}>Nothing in this range yet.</p>}
          <div style={chartBox}>
            {hydrated ? (
              <Suspense fallback={<p style={muted}>Loading the chart…</p>}>
                <SeriesChart table={table} label={`${title}, ${RANGE_LABELS[current.range]}`} />
              </Suspense>
            ) : (
              <p style={muted}>Loading the chart…</p>
            )}
          </div>
          <SeriesDataTable
            id={`${id}-table`}
            table={table}
            caption={`${title}, ${RANGE_LABELS[current.range].toLowerCase()}`}
            visible={showTable}
          />
          <p style={muted} aria-live="polite">
            Computed at <time dateTime={current.computedAt}>{computedAtText(current.computedAt)}</time>
          </p>
        </>
      )}
    </article>
  )
}
