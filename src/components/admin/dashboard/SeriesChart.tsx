'use client'

import React from 'react'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { DashboardTable } from '@/lib/dashboard/tables'

const BAR_COLOURS = ['#2f6fde', '#1f8a70', '#c8414b']
const LINE_COLOUR = '#7a3fb0'
const AXIS_TEXT = { fill: 'var(--theme-elevation-800)', fontSize: 12 }

/**
 * One table drawn as bars (left axis) and lines (right axis). The chart is an image to assistive
 * technology: the table beside it carries the same numbers.
 */
export default function SeriesChart({ table, label }: { table: DashboardTable; label: string }) {
  const hasLines = table.lines.length > 0
  return (
    <div
      role="img"
      aria-label={`Chart: ${label}. The numbers are in the table that follows.`}
      style={{ height: '100%' }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={table.rows}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
          <XAxis dataKey={table.category.key} tick={AXIS_TEXT} interval="preserveStartEnd" minTickGap={12} />
          <YAxis yAxisId="left" tick={AXIS_TEXT} allowDecimals={false} />
          {hasLines && <YAxis yAxisId="right" orientation="right" tick={AXIS_TEXT} />}
          <Tooltip />
          <Legend />
          {table.bars.map((bar, index) => (
            <Bar
              key={bar.key}
              yAxisId="left"
              dataKey={bar.key}
              name={bar.label}
              fill={BAR_COLOURS[index % BAR_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
          {table.lines.map((line) => (
            <Line
              key={line.key}
              yAxisId="right"
              dataKey={line.key}
              name={line.label}
              stroke={LINE_COLOUR}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}
