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
  type CartesianGridProps,
} from 'recharts'

import type { DashboardTable } from '@/features/dashboard/tables'

import { categoryTickInterval, shortTickLabel } from './axisTicks'

/** One colour per series: the bookings chart has five bars. */
export const BAR_COLOURS = ['#2f6fde', '#1f8a70', '#c8414b', '#b7791f', '#4a5568']
const LINE_COLOUR = '#7a3fb0'
const AXIS_TEXT = { fill: 'var(--theme-elevation-800)', fontSize: 12 }

type TickProps = {
  x?: number
  y?: number
  textAnchor?: 'start' | 'middle' | 'end'
  payload?: { value?: unknown }
}

/** The grid's lines at the value axis' ticks; recharts' own generator measures the tick labels. */
const valueGridLines: NonNullable<CartesianGridProps['horizontalCoordinatesGenerator']> = ({ yAxis }) =>
  (yAxis?.niceTicks ?? [])
    .map((tick) => yAxis?.scale?.map(tick))
    .filter((y): y is number => typeof y === 'number')

// recharts asks for the vertical lines' places even when they are not drawn
const noGridLines = () => []

/** A tick label drawn as plain SVG text: recharts' own measures itself (see axisTicks). */
function CategoryTick({ x, y, textAnchor, payload }: TickProps) {
  return (
    <text x={x} y={y} dy="0.71em" textAnchor={textAnchor} {...AXIS_TEXT}>
      {shortTickLabel(payload?.value)}
    </text>
  )
}

function ValueTick({ x, y, textAnchor, payload }: TickProps) {
  return (
    <text x={x} y={y} dy="0.355em" textAnchor={textAnchor} {...AXIS_TEXT}>
      {String(payload?.value ?? '')}
    </text>
  )
}

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
          <CartesianGrid
            yAxisId="left"
            vertical={false}
            horizontalCoordinatesGenerator={valueGridLines}
            verticalCoordinatesGenerator={noGridLines}
            strokeDasharray="3 3"
            stroke="var(--theme-elevation-150)"
          />
          <XAxis
            dataKey={table.category.key}
            tick={<CategoryTick />}
            interval={categoryTickInterval(table.rows.length)}
          />
          <YAxis yAxisId="left" tick={<ValueTick />} interval={0} allowDecimals={false} />
          {hasLines && <YAxis yAxisId="right" orientation="right" tick={<ValueTick />} interval={0} />}
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
