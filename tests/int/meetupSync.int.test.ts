import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { startMeetupDouble } from './helpers/meetupDouble'
import { startTestPayload, type TestPayload } from './helpers/payload'

const GROUP = 'letting-go-circle'
const TOKEN = 'test-meetup-token'

let ctx: TestPayload
let payload: Payload
let meetup: Awaited<ReturnType<typeof startMeetupDouble>>
let sync: typeof import('@/features/seminars/jobs/syncMeetupEvents')

const source = () => ({ apiUrl: meetup.url, groupUrlname: GROUP, token: TOKEN })

const seminar = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Old ${id}`,
  date: '2026-11-30',
  time: '6:00 PM',
  location: 'Somewhere',
  description: 'Old description.',
  attendees: 1,
  imageUrl: '',
  meetupUrl: `https://www.meetup.com/${GROUP}/events/${id}/`,
  status: 'upcoming',
  ...extra,
})

const byId = async (id: string) => payload.findByID({ collection: 'seminars', id, depth: 0 })

beforeAll(async () => {
  meetup = await startMeetupDouble(GROUP)
  ctx = await startTestPayload({
    MEETUP_API_URL: meetup.url,
    MEETUP_GROUP_URLNAME: GROUP,
    MEETUP_TOKEN: TOKEN,
  })
  payload = ctx.payload
  sync = await import('@/features/seminars/jobs/syncMeetupEvents')
  await payload.create({ collection: 'seminars', data: seminar('312000002') })
  await payload.create({ collection: 'seminars', data: seminar('demo-event-1') })
  await payload.create({ collection: 'seminars', data: seminar('long-ago', { status: 'past' }) })
})

afterAll(async () => {
  await ctx?.cleanup()
  await meetup?.close()
})

describe('the Meetup sync', () => {
  it('reads every page of the group upcoming events with the token, upserts them by id and marks the others past', async () => {
    const result = await sync.syncMeetupEvents(payload, source())

    expect(result).toEqual({ upserted: 3, markedPast: 1, skipped: 0 })
    expect(meetup.requests).toHaveLength(2)
    expect(meetup.requests[0].authorization).toBe(`Bearer ${TOKEN}`)
    expect(meetup.requests[0].query).toMatch(/groupByUrlname\(urlname: \$urlname\)/)
    expect(meetup.requests[0].variables).toMatchObject({ urlname: GROUP, after: null })
    expect(meetup.requests[1].variables).toMatchObject({ urlname: GROUP, after: '2' })

    expect(await byId('312000002')).toMatchObject({
      title: 'Fearlessness Practice Circle',
      date: '2026-12-12',
      time: '6:30 PM',
      location: 'Downtown Library, Springfield',
      attendees: 18,
      imageUrl: 'https://secure.meetupstatic.com/photos/event/a/b/c/highres_1.jpeg',
      status: 'upcoming',
    })
    expect(await byId('312000001')).toMatchObject({
      title: 'Letting Go of Stress: An Evening Workshop',
      location: 'Online',
      time: '7:00 PM',
      description: 'An introduction to letting go. We will practise the release method together.',
      status: 'upcoming',
    })
    expect((await byId('demo-event-1')).status).toBe('past')
    expect((await byId('long-ago')).status).toBe('past')
    expect(await payload.count({ collection: 'seminars' })).toMatchObject({ totalDocs: 5 })
  })

  it('runs again without duplicating anything', async () => {
    const result = await sync.syncMeetupEvents(payload, source())
    expect(result).toEqual({ upserted: 3, markedPast: 0, skipped: 0 })
    expect(await payload.count({ collection: 'seminars' })).toMatchObject({ totalDocs: 5 })
  })

  it('changes nothing when Meetup answers an error', async () => {
    meetup.state.failWith = 'Unauthorized'
    try {
      await expect(sync.syncMeetupEvents(payload, source())).rejects.toThrow('Meetup API error: Unauthorized')
    } finally {
      meetup.state.failWith = null
    }
    const upcoming = await payload.count({
      collection: 'seminars',
      where: { status: { equals: 'upcoming' } },
    })
    expect(upcoming.totalDocs).toBe(3)
  })

  it('says so when the group does not exist', async () => {
    await expect(
      sync.syncMeetupEvents(payload, { ...source(), groupUrlname: 'no-such-group' }),
    ).rejects.toThrow('Meetup group "no-such-group" was not found')
  })

  it('skips an event Meetup sends without a date, and keeps the rest', async () => {
    const saved = [...meetup.state.edges]
    meetup.state.edges = [
      ...saved,
      { node: { id: '312000009', title: 'Broken', eventUrl: 'https://x.example' } },
    ]
    try {
      expect(await sync.syncMeetupEvents(payload, source())).toEqual({
        upserted: 3,
        markedPast: 0,
        skipped: 1,
      })
    } finally {
      meetup.state.edges = saved
    }
    await expect(byId('312000009')).rejects.toThrow()
  })

  it('leaves an event whose link is not a web address as it was, still upcoming, and keeps the rest', async () => {
    const saved = [...meetup.state.edges]
    const before = await byId('312000002')
    meetup.state.edges = saved.map((edge) =>
      edge.node.id === '312000002'
        ? { node: { ...edge.node, title: 'Renamed', eventUrl: 'javascript:alert(1)' } }
        : edge,
    )
    try {
      expect(await sync.syncMeetupEvents(payload, source())).toEqual({
        upserted: 2,
        markedPast: 0,
        skipped: 1,
      })
    } finally {
      meetup.state.edges = saved
    }
    expect(await byId('312000002')).toMatchObject({
      title: before.title,
      meetupUrl: before.meetupUrl,
      status: 'upcoming',
    })
  })

  it('syncs once when two runs start at once (two nodes claimed the same job): the second does nothing', async () => {
    const saved = [...meetup.state.edges]
    const fresh = saved.map(({ node }) => ({
      node: { ...node, id: `9${String(node.id)}`, eventUrl: `${String(node.eventUrl)}fresh/` },
    }))
    meetup.state.edges = [...saved, ...fresh]
    const before = (await payload.count({ collection: 'seminars' })).totalDocs
    const info = jest.spyOn(payload.logger, 'info')
    try {
      const results = await Promise.all([
        sync.syncMeetupEvents(payload, source()),
        sync.syncMeetupEvents(payload, source()),
      ])
      expect(results).toContainEqual({ upserted: 6, markedPast: 0, skipped: 0 })
      expect(results).toContainEqual({ upserted: 0, markedPast: 0, skipped: 0 })
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/skipped: another run holds its lease/))
    } finally {
      info.mockRestore()
      meetup.state.edges = saved
    }
    expect((await payload.count({ collection: 'seminars' })).totalDocs).toBe(before + 3)
    // The lease is released: the next run syncs (and marks the fresh events, gone again, past)
    expect(await sync.syncMeetupEvents(payload, source())).toEqual({ upserted: 3, markedPast: 3, skipped: 0 })
  })
})

describe('the Meetup sync task on the jobs queue', () => {
  it('is queued on the meetup queue and, when run, turns an event gone from Meetup into past', async () => {
    meetup.state.edges = meetup.state.edges.filter(({ node }) => node.id !== '312000003')

    const job = await payload.jobs.queue({ task: sync.SYNC_MEETUP_TASK, input: {}, queue: sync.MEETUP_QUEUE })
    const result = await payload.jobs.run({ queue: sync.MEETUP_QUEUE, silent: true })

    expect(result.jobStatus?.[String(job.id)]?.status).toBe('success')
    expect((await byId('312000003')).status).toBe('past')
    expect((await byId('312000001')).status).toBe('upcoming')
  })

  it('is scheduled: the scheduler queues the next run on the meetup queue', async () => {
    const scheduled = await payload.jobs.handleSchedules({ queue: sync.MEETUP_QUEUE })
    expect(scheduled.queued.map((queueable) => queueable.taskConfig?.slug)).toEqual([sync.SYNC_MEETUP_TASK])
    expect(scheduled.queued[0].waitUntil?.getTime()).toBeGreaterThan(Date.now())
    await payload.jobs.cancel({
      queue: sync.MEETUP_QUEUE,
      where: { taskSlug: { equals: sync.SYNC_MEETUP_TASK } },
    })
  })
})
