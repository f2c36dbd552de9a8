import {
  meetupEventToSeminar,
  plainTextDescription,
  twelveHourTime,
  type MeetupEventNode,
} from '@/features/seminars/jobs/meetupEventToSeminar'

const node = (overrides: Partial<MeetupEventNode> = {}): MeetupEventNode => ({
  id: '312345678',
  title: '  Letting Go Circle  ',
  eventUrl: 'https://www.meetup.com/letting-go-circle/events/312345678/',
  dateTime: '2026-12-05T19:00:00-05:00',
  description: 'Bring a **notebook**.\n\nWe will [practise](https://example.com) together.',
  eventType: 'PHYSICAL',
  venues: [{ name: 'Downtown Library', city: 'Springfield' }],
  rsvps: { totalCount: 17 },
  featuredEventPhoto: { highResUrl: 'https://secure.meetupstatic.com/photos/event/highres_1.jpeg' },
  ...overrides,
})

describe('a Meetup event node as a seminar record', () => {
  it('keeps the Meetup id and maps every field', () => {
    expect(meetupEventToSeminar(node())).toEqual({
      id: '312345678',
      title: 'Letting Go Circle',
      date: '2026-12-05',
      time: '7:00 PM',
      location: 'Downtown Library, Springfield',
      description: 'Bring a notebook. We will practise together.',
      attendees: 17,
      imageUrl: 'https://secure.meetupstatic.com/photos/event/highres_1.jpeg',
      meetupUrl: 'https://www.meetup.com/letting-go-circle/events/312345678/',
      status: 'upcoming',
    })
  })

  it('takes the date and time as local to the event, ignoring the offset', () => {
    const record = meetupEventToSeminar(node({ dateTime: '2027-01-01T00:30:00+09:00' }))
    expect(record.date).toBe('2027-01-01')
    expect(record.time).toBe('12:30 AM')
  })

  it('calls an online event "Online"', () => {
    expect(meetupEventToSeminar(node({ eventType: 'ONLINE', venues: [] })).location).toBe('Online')
    expect(meetupEventToSeminar(node({ venues: [{ name: 'Online event', city: null }] })).location).toBe(
      'Online',
    )
  })

  it('fills the defaults when Meetup leaves fields out', () => {
    const record = meetupEventToSeminar(
      node({ venues: null, rsvps: null, featuredEventPhoto: null, description: null }),
    )
    expect(record.location).toBe('Location to be announced')
    expect(record.attendees).toBe(0)
    expect(record.imageUrl).toBe('')
    expect(record.description).toBe('Letting Go Circle')
  })

  it('drops NUL characters, which the site refuses in any text and SQLite would cut at', () => {
    const record = meetupEventToSeminar(
      node({
        title: 'Let\u0000 Go',
        description: '\u0000Calm',
        eventUrl: 'https://www.meetup.com/g/events/1\u0000/',
      }),
    )
    expect(record).toMatchObject({
      title: 'Let Go',
      description: 'Calm',
      meetupUrl: 'https://www.meetup.com/g/events/1/',
    })
    expect(JSON.stringify(record)).not.toContain('\\u0000')
  })

  it('refuses an unreadable dateTime', () => {
    expect(() => meetupEventToSeminar(node({ dateTime: 'soon' }))).toThrow(/unreadable dateTime/)
  })
})

describe('helpers of the mapping', () => {
  it('writes times on a 12-hour clock', () => {
    expect(twelveHourTime(0, 0)).toBe('12:00 AM')
    expect(twelveHourTime(12, 5)).toBe('12:05 PM')
    expect(twelveHourTime(18, 45)).toBe('6:45 PM')
  })

  it('turns Markdown and HTML into plain text', () => {
    expect(plainTextDescription('<p>Hello&nbsp;<b>there</b></p><br/>## Agenda\n- one\n- two')).toBe(
      'Hello there Agenda one two',
    )
  })
})
