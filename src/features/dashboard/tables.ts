import { toCsv } from '@/platform/http/csv'
import type { DashboardSeriesName } from './validations'
import type { DashboardData } from './series'

export type TableColumn = { key: string; label: string }
export type TableRow = Record<string, string | number>

/** One chart's numbers as a table: what the chart draws, the screen-reader table shows and the CSV holds. */
export type DashboardTable = {
  /** The column of the category axis (week, step, lesson, month, broadcast). */
  category: TableColumn
  /** Drawn as bars on the left axis. */
  bars: TableColumn[]
  /** Drawn as a line on the right axis (totals, money, small counts beside big ones). */
  lines: TableColumn[]
  rows: TableRow[]
}

/** "Nov 23, 2026" from a day key, in UTC like the numbers. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

const dollars = (cents: number) => Math.round(cents) / 100

type Series<Name extends DashboardSeriesName> = NonNullable<DashboardData[Name]>

const TABLES: { [Name in DashboardSeriesName]: (series: Series<Name>) => DashboardTable } = {
  subscribers: (series) => ({
    category: { key: 'week', label: 'Week of' },
    bars: [
      { key: 'new', label: 'New' },
      { key: 'confirmed', label: 'Confirmed' },
      { key: 'unsubscribed', label: 'Unsubscribed' },
    ],
    lines: [{ key: 'total', label: 'On the list' }],
    rows: series.weeks.map((week) => ({ ...week, week: shortDay(week.week) })),
  }),
  crashCourse: (series) => ({
    category: { key: 'step', label: 'Step' },
    bars: [{ key: 'sent', label: 'Sent' }],
    lines: [{ key: 'unsubscribed', label: 'Unsubscribed after it' }],
    rows: series.steps.map(({ step, subject, sent, unsubscribed }) => ({
      step: `${step}. ${subject}`,
      sent,
      unsubscribed,
    })),
  }),
  funnel: (series) => ({
    category: { key: 'lesson', label: 'Lesson' },
    bars: [{ key: 'learners', label: 'Learners who completed it' }],
    lines: [],
    rows: series.lessons.map(({ lessonId, title, learners }) => ({
      lesson: `${lessonId.replace(/^lesson-/, '')} ${title}`,
      learners,
    })),
  }),
  bookings: (series) => ({
    category: { key: 'month', label: 'Month' },
    bars: [
      { key: 'count', label: 'Paid bookings' },
      { key: 'awaiting', label: 'Awaiting time' },
      { key: 'confirmed', label: 'Confirmed' },
      { key: 'completed', label: 'Completed' },
      { key: 'cancelled', label: 'Cancelled' },
    ],
    lines: [{ key: 'revenue', label: 'Revenue (USD)' }],
    rows: series.months.map(({ month, count, awaiting, confirmed, completed, cancelled, revenue }) => ({
      month: monthLabel(month),
      count,
      awaiting,
      confirmed,
      completed,
      cancelled,
      revenue: dollars(revenue),
    })),
  }),
  broadcasts: (series) => ({
    category: { key: 'broadcast', label: 'Broadcast' },
    bars: [
      { key: 'sent', label: 'Sent' },
      { key: 'failed', label: 'Failed' },
    ],
    lines: [{ key: 'unsubscribes', label: 'Unsubscribes' }],
    rows: series.broadcasts.map(({ subject, startedAt, sent, failed, unsubscribes }) => ({
      broadcast: `${subject} (${shortDay(startedAt.slice(0, 10))})`,
      sent,
      failed,
      unsubscribes,
    })),
  }),
  sales: (series) => ({
    category: { key: 'step', label: 'Step' },
    bars: [{ key: 'count', label: 'How many' }],
    lines: [],
    rows: series.steps.map(({ step, count }) => ({ step, count })),
  }),
}

export function dashboardTable<Name extends DashboardSeriesName>(
  name: Name,
  series: Series<Name>,
): DashboardTable {
  return TABLES[name](series)
}

export const tableColumns = (table: DashboardTable): TableColumn[] => [
  table.category,
  ...table.bars,
  ...table.lines,
]

/** The table as CSV: a header of the column labels, then one line per row. */
export function tableToCsv(table: DashboardTable): string {
  const columns = tableColumns(table)
  return toCsv([
    columns.map((column) => column.label),
    ...table.rows.map((row) => columns.map((c) => row[c.key])),
  ])
}
