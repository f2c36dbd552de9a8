import type { Endpoint } from 'payload'

import { CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { readUpcomingSeminarEventsJson } from '../reads'

/** Short enough that a synced change shows within a minute, long enough to absorb bursts of visitors. */
export const SEMINAR_EVENTS_CACHE_CONTROL = `public, max-age=${CONTENT_MAX_AGE_SECONDS}, stale-while-revalidate=300`

/** `GET /api/seminar-events` (spec §7): the upcoming events, soonest first, as a plain JSON array. */
export const seminarEventsEndpoint: Endpoint = {
  path: '/seminar-events',
  method: 'get',
  handler: async (req) =>
    new Response(await readUpcomingSeminarEventsJson(req.payload), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': SEMINAR_EVENTS_CACHE_CONTROL },
    }),
}
