import type { Endpoint, Payload } from 'payload'

import { contentGeneration, isCurrent, type Cached } from '../server/contentGeneration'
import { processWide } from '../server/processWide'
import { CONTENT_MAX_AGE_SECONDS } from '../lib/cacheTags'
import { compareSeminarEvents, toSeminarEventSummary } from '../lib/seminars'

/** Short enough that a synced change shows within a minute, long enough to absorb bursts of visitors. */
export const SEMINAR_EVENTS_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, stale-while-revalidate=300`

/**
 * The serialized answer is kept in this process until content changes (the seminars collection's
 * hooks bump the content generation), and for at most the content's max age, which bounds how
 * stale another app instance's copy can be when several share one database (see README, Caches).
 */
const SEMINAR_EVENTS_CACHE_MS = CONTENT_MAX_AGE_SECONDS * 1000

const cache = processWide('seminarEventsCache', () => ({
  events: null as (Cached & { body: string }) | null,
}))

async function readUpcomingEvents(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'seminars',
    where: { status: { equals: 'upcoming' } },
    sort: 'date',
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return JSON.stringify(docs.map(toSeminarEventSummary).sort(compareSeminarEvents))
}

async function upcomingEventsBody(payload: Payload): Promise<string> {
  if (cache.events && isCurrent(cache.events, SEMINAR_EVENTS_CACHE_MS)) return cache.events.body
  // Taken before the read: a change that lands meanwhile leaves this answer already outdated.
  const generation = contentGeneration()
  const body = await readUpcomingEvents(payload)
  cache.events = { body, storedAt: Date.now(), generation }
  return body
}

/** `GET /api/seminar-events` (spec §7): the upcoming events, soonest first, as a plain JSON array. */
export const seminarEventsEndpoint: Endpoint = {
  path: '/seminar-events',
  method: 'get',
  handler: async (req) =>
    new Response(await upcomingEventsBody(req.payload), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': SEMINAR_EVENTS_CACHE_CONTROL },
    }),
}
