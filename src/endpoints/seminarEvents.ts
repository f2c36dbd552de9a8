import type { Endpoint } from 'payload'

import { compareSeminarEvents, toSeminarEventSummary } from '../lib/seminars'

/** Short enough that a synced change shows within a minute, long enough to absorb bursts of visitors. */
export const SEMINAR_EVENTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/** `GET /api/seminar-events` (spec §7): the upcoming events, soonest first, as a plain JSON array. */
export const seminarEventsEndpoint: Endpoint = {
  path: '/seminar-events',
  method: 'get',
  handler: async (req) => {
    const { docs } = await req.payload.find({
      collection: 'seminars',
      where: { status: { equals: 'upcoming' } },
      sort: 'date',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      req,
    })
    const events = docs.map(toSeminarEventSummary).sort(compareSeminarEvents)
    return Response.json(events, { headers: { 'Cache-Control': SEMINAR_EVENTS_CACHE_CONTROL } })
  },
}
