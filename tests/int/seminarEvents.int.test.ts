import type { Payload, SanitizedConfig } from 'payload'

import type { Seminar } from '@/payload-types'

import { startTestPayload, type TestPayload } from './helpers/payload'

let ctx: TestPayload
let payload: Payload
let config: SanitizedConfig

const LINK = 'Use a full address starting with https://, or a path of this site starting with /'

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  config = payload.config
  const event = (id: string, date: string, time: string, extra: Record<string, unknown> = {}) => ({
    id,
    title: `Seminar ${id}`,
    date,
    time,
    location: 'Online',
    description: `About ${id}.`,
    attendees: 7,
    imageUrl: '',
    meetupUrl: `https://www.meetup.com/g/events/${id}/`,
    status: 'upcoming',
    ...extra,
  })
  for (const data of [
    event('late', '2027-01-09', '10:00 AM', { imageUrl: 'https://images.example.com/late.jpg' }),
    event('evening', '2026-12-05', '7:00 PM'),
    event('morning', '2026-12-05', '9:30 AM', { location: 'Downtown Library' }),
    event('gone', '2026-01-01', '7:00 PM', { status: 'past' }),
  ]) {
    await payload.create({ collection: 'seminars', data })
  }
})

afterAll(async () => {
  await ctx?.cleanup()
})

/** Through Payload's REST handler, the same path `/api/[...slug]` serves in Next. */
async function get(path: string, headers: Record<string, string> = {}) {
  const { handleEndpoints } = await import('payload')
  return handleEndpoints({ config, request: new Request(`http://localhost:3000${path}`, { headers }) })
}

describe('GET /api/seminar-events', () => {
  it('answers a JSON array of the upcoming events only, soonest first (date, then time)', async () => {
    const response = await get('/api/seminar-events')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const events = (await response.json()) as { id: string }[]
    expect(Array.isArray(events)).toBe(true)
    expect(events.map((event) => event.id)).toEqual(['morning', 'evening', 'late'])
  })

  it('carries exactly the list fields, with the default image when an event has none', async () => {
    const events = (await (await get('/api/seminar-events')).json()) as Record<string, unknown>[]
    expect(events[0]).toEqual({
      id: 'morning',
      title: 'Seminar morning',
      imageUrl: '/images/seminar-default.webp',
      location: 'Downtown Library',
      date: '2026-12-05',
      time: '9:30 AM',
      attendees: 7,
      description: 'About morning.',
      meetupUrl: 'https://www.meetup.com/g/events/morning/',
    })
    expect(events[2].imageUrl).toBe('https://images.example.com/late.jpg')
  })

  it('lets shared caches keep it a minute, and browsers ask again each time (304 while it is the same)', async () => {
    const response = await get('/api/seminar-events')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    const tag = response.headers.get('etag')!
    expect(tag).toMatch(/^"[\w-]+"$/)
    const again = await get('/api/seminar-events', { 'If-None-Match': tag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get('/api/seminar-events', { 'If-None-Match': '"other"' })).status).toBe(200)
    expect((await get('/api/seminar-events', { 'If-None-Match': `"other", W/${tag}` })).status).toBe(304)
    expect((await get('/api/seminar-events', { 'If-None-Match': '*' })).status).toBe(304)
  })

  it("shows an admin's edit, a new event and a deletion at the very next request", async () => {
    const ids = async () =>
      ((await (await get('/api/seminar-events')).json()) as { id: string; title: string }[]).map(
        (event) => `${event.id}: ${event.title}`,
      )
    expect(await ids()).toEqual([
      'morning: Seminar morning',
      'evening: Seminar evening',
      'late: Seminar late',
    ])

    await payload.update({ collection: 'seminars', id: 'evening', data: { title: 'Renamed evening' } })
    expect(await ids()).toContain('evening: Renamed evening')

    await payload.create({
      collection: 'seminars',
      data: {
        id: 'added',
        title: 'Added',
        date: '2026-11-30',
        time: '6:00 PM',
        location: 'Online',
        description: 'New.',
        attendees: 0,
        meetupUrl: 'https://www.meetup.com/g/events/added/',
        status: 'upcoming',
      },
    })
    expect((await ids())[0]).toBe('added: Added')

    await payload.delete({ collection: 'seminars', id: 'added' })
    await payload.update({ collection: 'seminars', id: 'evening', data: { title: 'Seminar evening' } })
    expect(await ids()).toEqual([
      'morning: Seminar morning',
      'evening: Seminar evening',
      'late: Seminar late',
    ])
  })

  it('shows an event of another status to no one but the owner, over REST and the local API (spec §4)', async () => {
    const anonymous = (await (await get('/api/seminars?limit=100&sort=id')).json()) as { docs: Seminar[] }
    expect(anonymous.docs.map((event) => event.id)).toEqual(['evening', 'late', 'morning'])
    const asked = (await (await get('/api/seminars?where[status][equals]=past')).json()) as {
      docs: Seminar[]
    }
    expect(asked.docs).toEqual([])
    expect((await get('/api/seminars/gone')).status).toBe(404)

    const member = { id: 1, collection: 'users', email: 'm@example.com', roles: ['member'] }
    const owner = { ...member, roles: ['admin'] }
    const read = async (user: typeof member) =>
      (
        await payload.find({ collection: 'seminars', overrideAccess: false, user: user as never, sort: 'id' })
      ).docs.map((event) => event.id)
    expect(await read(member)).toEqual(['evening', 'late', 'morning'])
    expect(await read(owner)).toEqual(['evening', 'gone', 'late', 'morning'])
  })

  it('lists an event whose status was typed as "Upcoming " by hand', async () => {
    await payload.create({
      collection: 'seminars',
      data: {
        id: 'typed',
        title: 'Typed',
        date: '2026-11-30',
        time: '6:00 PM',
        location: 'Online',
        description: 'Typed by hand.',
        attendees: 0,
        meetupUrl: 'https://www.meetup.com/g/events/typed/',
        status: ' Upcoming ',
      },
    })
    try {
      expect((await payload.findByID({ collection: 'seminars', id: 'typed' })).status).toBe('upcoming')
      const listed = (await (await get('/api/seminar-events')).json()) as { id: string }[]
      expect(listed.map((event) => event.id)).toContain('typed')
    } finally {
      await payload.delete({ collection: 'seminars', id: 'typed' })
    }
  })

  it.each([
    [
      'a date that is not YYYY-MM-DD',
      { date: 'Dec 5, 2026' },
      'date',
      'Use a calendar date, YYYY-MM-DD, e.g. 2026-12-05',
    ],
    [
      'a day not in the calendar',
      { date: '2026-02-30' },
      'date',
      'Use a calendar date, YYYY-MM-DD, e.g. 2026-12-05',
    ],
    ['a Meetup link typed without https://', { meetupUrl: 'www.meetup.com/g/events/x/' }, 'meetupUrl', LINK],
    ['a script link', { meetupUrl: 'javascript:alert(1)' }, 'meetupUrl', LINK],
    [
      'an image on another host written as //host',
      { imageUrl: '//images.example.com/x.jpg' },
      'imageUrl',
      LINK,
    ],
  ] as [string, Partial<Pick<Seminar, 'date' | 'meetupUrl' | 'imageUrl'>>, string, string][])(
    'refuses %s, naming the field, and stores nothing',
    async (_case, change, path, message) => {
      const before = await payload.count({ collection: 'seminars' })
      const error = await payload
        .create({
          collection: 'seminars',
          data: {
            id: 'refused',
            title: 'Refused',
            date: '2026-11-30',
            time: '6:00 PM',
            location: 'Online',
            description: 'Refused.',
            attendees: 0,
            meetupUrl: 'https://www.meetup.com/g/events/refused/',
            status: 'upcoming',
            ...change,
          },
        })
        .then(
          () => null,
          (reason: unknown) => reason,
        )
      expect(error).toMatchObject({ status: 400, data: { errors: [{ path, message }] } })
      expect(await payload.count({ collection: 'seminars' })).toEqual(before)
    },
  )

  it('answers an empty array when nothing is upcoming', async () => {
    await payload.update({
      collection: 'seminars',
      where: { status: { equals: 'upcoming' } },
      data: { status: 'past' },
    })
    const response = await get('/api/seminar-events')
    expect(await response.json()).toEqual([])
  })
})
