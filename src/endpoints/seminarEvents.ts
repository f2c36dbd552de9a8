import type { Endpoint, Payload } from 'payload'

import { keptUntilContentChanges } from '../server/contentGeneration'
import { CONTENT_MAX_AGE_SECONDS } from '../lib/cacheTags'
import { compareSeminarEvents, toSeminarEventSummary } from '../lib/seminars'

/** Short enough that a synced change shows within a minute, long enough to absorb bursts of visitors. */
export const SEMINAR_EVENTS_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, stale-while-revalidate=300`

/**
 * The serialized answer is kept until content changes (the seminars collection's hooks bump the
 * content generation), and for at most the content's max age.
 */
const SEMINAR_EVENTS_CACHE_MS = CONTENT_MAX_AGE_SECONDS * 1000

const readUpcomingEvents = keptUntilContentChanges(
  'seminarEvents',
  SEMINAR_EVENTS_CACHE_MS,
  async (payload: Payload) => {
    const { docs } = await payload.find({
      collection: 'seminars',
      where: { status: { equals: 'upcoming' } },
      sort: 'date',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return JSON.stringify(docs.map(toSeminarEventSummary).sort(compareSeminarEvents))
  },
)

/** `GET /api/seminar-events` (spec §7): the upcoming events, soonest first, as a plain JSON array. */
export const seminarEventsEndpoint: Endpoint = {
  path: '/seminar-events',
  method: 'get',
  handler: async (req) =>
    new Response(await readUpcomingEvents(req.payload), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': SEMINAR_EVENTS_CACHE_CONTROL },
    }),
}
