import { RANGE_WEEKS, type DashboardRange } from './validations'

export type { DashboardRange }

const DAY_MS = 24 * 60 * 60 * 1000
const WEEK_MS = 7 * DAY_MS

/** "2026-11-23": the UTC day of a date, the key every daily count is grouped by. */
export const dayKey = (date: Date): string => date.toISOString().slice(0, 10)

/** The Monday (UTC) that starts the week of `date`. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7
  return new Date(midnight - daysSinceMonday * DAY_MS)
}

export type RangeWindow = {
  /** The first instant counted: Monday 00:00 UTC of the first week (the current week is the last). */
  from: Date
  /** The Mondays that start each week of the range, oldest first, as day keys. */
  weeks: string[]
  /** The weeks' boundaries: each week runs from one to the next (one more than the weeks). */
  weekBounds: Date[]
  /** The months ("2026-11") the range touches, oldest first. */
  months: string[]
}

export function rangeWindow(range: DashboardRange, now: Date): RangeWindow {
  const count = RANGE_WEEKS[range]
  const thisWeek = weekStart(now).getTime()
  const weekBounds = Array.from(
    { length: count + 1 },
    (_, i) => new Date(thisWeek - (count - 1 - i) * WEEK_MS),
  )
  const from = weekBounds[0]
  return { from, weeks: weekBounds.slice(0, -1).map(dayKey), weekBounds, months: monthsBetween(from, now) }
}

function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = []
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1))
  while (cursor <= to) {
    months.push(cursor.toISOString().slice(0, 7))
    cursor.setUTCMonth(cursor.getUTCMonth() + 1)
  }
  return months
}

/**
 * The median of values given as a histogram (value, how many times it occurs), so that the
 * median of many learners is computed from a few dozen grouped rows; null when there are none.
 */
export function medianOfHistogram(histogram: { value: number; count: number }[]): number | null {
  const sorted = [...histogram].filter((bin) => bin.count > 0).sort((a, b) => a.value - b.value)
  const total = sorted.reduce((sum, bin) => sum + bin.count, 0)
  if (total === 0) return null
  const valueAt = (position: number) => {
    let seen = 0
    for (const bin of sorted) {
      seen += bin.count
      if (position < seen) return bin.value
    }
    return sorted[sorted.length - 1].value
  }
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.floor(total / 2))) / 2
}
