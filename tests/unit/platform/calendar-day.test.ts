import { isCalendarDay } from '@/platform/validation'

describe('a calendar day (YYYY-MM-DD)', () => {
  it.each(['2026-12-05', '2024-02-29', '2026-02-28', '2026-01-31'])('takes %s', (value) => {
    expect(isCalendarDay(value)).toBe(true)
  })

  it.each([
    '2026-02-31',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-12-32',
    '2026-12-5',
    '2026-12-05T00:00:00Z',
    ' 2026-12-05',
    '20261205',
    '',
    null,
    20261205,
  ])('refuses %j', (value) => {
    expect(isCalendarDay(value)).toBe(false)
  })
})
