import type { Endpoint, Payload } from 'payload'

import { compareSeminarEvents, toSeminarEventSummary } from '../lib/seminars'

/** Short enough that a synced change shows within a minute, long enough to absorb bursts of visitors. */
export const SEMINAR_EVENTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/**
 * The serialized answer is kept in this process until the seminars collection changes (its
 * afterChange/afterDelete hooks call `clearSeminarEventsCache`), and for at most this long, which
 * bounds how stale another app instance's copy can be when several share one database.
 */
export const SEMINAR_EVENTS_CACHE_MS = 10_000

type CacheState = { body: string | null; storedAt: number; generation: number }

/** On globalThis: the hooks and the endpoint may be bundled separately but run in one process. */
const CACHE = Symbol.for('coach-site.seminarEventsCache')

function cacheState(): CacheState {
  const store = globalThis as typeof globalThis & { [CACHE]?: CacheState }
  store[CACHE] ??= { body: null, storedAt: 0, generation: 0 }
  return store[CACHE]
}

/** Forgets the cached list; the next request reads the database. */
export function clearSeminarEventsCache(): void {
  const state = cacheState()
  state.body = null
  state.generation += 1
}

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
  const state = cacheState()
  if (state.body !== null && Date.now() - state.storedAt < SEMINAR_EVENTS_CACHE_MS) return state.body
  const generation = state.generation
  const body = await readUpcomingEvents(payload)
  // A change that landed while the database was read leaves this answer uncached.
  if (state.generation === generation) {
    state.body = body
    state.storedAt = Date.now()
  }
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
