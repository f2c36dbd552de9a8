import { categoryTickInterval, shortTickLabel } from '@/features/dashboard/admin/axisTicks'
import { BAR_COLOURS } from '@/features/dashboard/admin/SeriesChart'
import { medianOfHistogram, rangeWindow, weekStart } from '@/features/dashboard/calendar'
import { dashboardTable, tableToCsv } from '@/features/dashboard/tables'

describe('the dashboard calendar', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStart(new Date('2026-11-23T06:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(weekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(weekStart(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
  })

  it('gives the last 4 weeks, ending with the current one, and the months they touch', () => {
    expect(rangeWindow('4w', new Date('2026-11-05T10:00:00Z'))).toEqual({
      from: new Date('2026-10-12T00:00:00.000Z'),
      weeks: ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02'],
      weekBounds: ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'].map(
        (day) => new Date(`${day}T00:00:00.000Z`),
      ),
      months: ['2026-10', '2026-11'],
    })
    expect(rangeWindow('52w', new Date('2026-11-05T10:00:00Z')).weeks).toHaveLength(52)
  })

  it('takes the median of a histogram, halfway between the middle two of an even count', () => {
    expect(medianOfHistogram([])).toBeNull()
    expect(medianOfHistogram([{ value: 3, count: 1 }])).toBe(3)
    expect(
      medianOfHistogram([
        { value: 1, count: 2 },
        { value: 3, count: 1 },
      ]),
    ).toBe(1)
    expect(
      medianOfHistogram([
        { value: 4, count: 1 },
        { value: 1, count: 1 },
      ]),
    ).toBe(2.5)
  })
})

describe('the dashboard tables', () => {
  it('holds the same numbers in the CSV as in the table, header first', () => {
    const table = dashboardTable('bookings', {
      range: '4w',
      from: '2026-10-12T00:00:00.000Z',
      computedAt: '2026-11-05T10:00:00.000Z',
      months: [
        { month: '2026-10', count: 2, revenue: 30000, awaiting: 0, confirmed: 0, completed: 2, cancelled: 1 },
        { month: '2026-11', count: 1, revenue: 15050, awaiting: 1, confirmed: 0, completed: 0, cancelled: 0 },
      ],
    })
    expect(table.rows).toEqual([
      { month: 'Oct 2026', count: 2, awaiting: 0, confirmed: 0, completed: 2, cancelled: 1, revenue: 300 },
      { month: 'Nov 2026', count: 1, awaiting: 1, confirmed: 0, completed: 0, cancelled: 0, revenue: 150.5 },
    ])
    expect(tableToCsv(table)).toBe(
      'Month,Paid bookings,Awaiting time,Confirmed,Completed,Cancelled,Revenue (USD)\nOct 2026,2,0,0,2,1,300\nNov 2026,1,1,0,0,0,150.5\n',
    )
  })
})

describe('the charts’ colours', () => {
  it('gives every bar of the bookings chart, the one with most bars, a colour of its own', () => {
    const { bars } = dashboardTable('bookings', { range: '4w', from: '', computedAt: '', months: [] })
    expect(new Set(BAR_COLOURS).size).toBe(BAR_COLOURS.length)
    expect(bars.length).toBeLessThanOrEqual(BAR_COLOURS.length)
  })
})

describe('the charts’ category ticks', () => {
  it('labels at most four categories, evenly spaced, whatever the range', () => {
    const labelled = (categories: number) => {
      const step = categoryTickInterval(categories) + 1
      return Array.from({ length: categories }, (_, i) => i).filter((i) => i % step === 0).length
    }
    expect(categoryTickInterval(4)).toBe(0)
    expect(labelled(4)).toBe(4)
    expect(labelled(6)).toBe(3)
    expect(labelled(12)).toBe(4)
    expect(labelled(41)).toBe(4)
    expect(labelled(52)).toBe(4)
  })

  it('cuts a long label with an ellipsis and leaves a short one whole', () => {
    expect(shortTickLabel('Nov 16')).toBe('Nov 16')
    expect(shortTickLabel('1-1 Why letting go matters')).toBe('1-1 Why letti…')
    expect(shortTickLabel('1-1 Why letting go matters')).toHaveLength(14)
    expect(shortTickLabel(undefined)).toBe('')
  })
})
