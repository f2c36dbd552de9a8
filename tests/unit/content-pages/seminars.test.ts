import {
  attendeesLabel,
  compareSeminarEvents,
  DEFAULT_SEMINAR_IMAGE,
  formatEventDate,
  formatSeminarStats,
  minutesOfDay,
  toSeminarEventSummary,
} from '@/features/seminars/seminars'
import type { Seminar } from '@/payload-types'

const seminar = (overrides: Partial<Seminar> = {}): Seminar => ({
  id: 'evt-1',
  title: 'Evening Workshop',
  date: '2026-12-05',
  time: '7:00 PM',
  location: 'Online',
  description: 'Learn to let go.',
  attendees: 12,
  imageUrl: 'https://images.example.com/a.jpg',
  meetupUrl: 'https://www.meetup.com/g/events/evt-1/',
  status: 'upcoming',
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
})

describe('the seminar group stats', () => {
  it('reads 4,892 members, 4.4 rating and 549 reviews', () => {
    expect(formatSeminarStats({ members: 4892, rating: 4.4, reviews: 549 })).toEqual({
      members: '4,892',
      rating: '4.4',
      reviews: '549',
    })
  })

  it('keeps one decimal on a whole rating', () => {
    expect(formatSeminarStats({ members: 12000, rating: 5, reviews: 1 }).rating).toBe('5.0')
  })
})

describe('an event in the list call', () => {
  it('carries exactly id, title, imageUrl, location, date, time, attendees, description, meetupUrl', () => {
    expect(Object.keys(toSeminarEventSummary(seminar())).sort()).toEqual(
      ['attendees', 'date', 'description', 'id', 'imageUrl', 'location', 'meetupUrl', 'time', 'title'].sort(),
    )
  })

  it('uses the default image when the event has none', () => {
    expect(toSeminarEventSummary(seminar({ imageUrl: '' })).imageUrl).toBe(DEFAULT_SEMINAR_IMAGE)
    expect(toSeminarEventSummary(seminar({ imageUrl: null })).imageUrl).toBe(DEFAULT_SEMINAR_IMAGE)
    expect(toSeminarEventSummary(seminar()).imageUrl).toBe('https://images.example.com/a.jpg')
  })
})

describe('event order', () => {
  it('sorts by date, then by time of day', () => {
    const events = [
      { date: '2027-01-09', time: '10:00 AM' },
      { date: '2026-12-05', time: '7:00 PM' },
      { date: '2026-12-05', time: '10:30 AM' },
      { date: '2026-12-05', time: '12:15 PM' },
    ]
    expect([...events].sort(compareSeminarEvents)).toEqual([
      { date: '2026-12-05', time: '10:30 AM' },
      { date: '2026-12-05', time: '12:15 PM' },
      { date: '2026-12-05', time: '7:00 PM' },
      { date: '2027-01-09', time: '10:00 AM' },
    ])
  })

  it('reads 12 AM as midnight, 24-hour times, and puts unreadable times last', () => {
    expect(minutesOfDay('12:00 AM')).toBe(0)
    expect(minutesOfDay('12:30 PM')).toBe(12 * 60 + 30)
    expect(minutesOfDay('19:05')).toBe(19 * 60 + 5)
    expect(minutesOfDay('evening')).toBe(24 * 60)
  })
})

describe('event dates and attendees on the card', () => {
  it('writes an ISO date out in full', () => {
    expect(formatEventDate('2026-12-05')).toBe('Saturday, December 5, 2026')
  })

  it('shows any other date text as entered', () => {
    expect(formatEventDate('Every Tuesday')).toBe('Every Tuesday')
  })

  it('counts attendees', () => {
    expect(attendeesLabel(0)).toBe('0 attendees')
    expect(attendeesLabel(1)).toBe('1 attendee')
    expect(attendeesLabel(42)).toBe('42 attendees')
  })
})
