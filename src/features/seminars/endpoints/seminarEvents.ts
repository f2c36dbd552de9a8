import { createHash } from 'node:crypto'

import type { Endpoint } from 'payload'

import { CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { readUpcomingSeminarEventsJson } from '../reads'

/**
 * Browsers ask again on each load (a 304 while the list is the same), so an owner's edit shows on
 * the next load; within one load the fetch the page preloads is the one the list uses. Shared
 * caches (nginx, a CDN) keep it up to a minute, and nginx serves it stale while one request
 * fetches a fresh copy (its own `proxy_cache_use_stale updating`). No `stale-while-revalidate`:
 * a browser would show the old list once more after an edit while it asked for the new one.
 */
export const SEMINAR_EVENTS_CACHE_CONTROL = `public, max-age=0, s-maxage=${CONTENT_MAX_AGE_SECONDS}`

/**
 * The list's strong validator: the same events, the same tag, on every process. The list is kept
 * until the content changes, so its tag is computed once per list, not per request.
 */
let tagged = { json: '', tag: '' }
const entityTag = (json: string) => {
  if (tagged.json !== json) tagged = { json, tag: `"${createHash('sha1').update(json).digest('base64url')}"` }
  return tagged.tag
}

/** `GET /api/seminar-events` (spec §7): the upcoming events, soonest first, as a plain JSON array. */
export const seminarEventsEndpoint: Endpoint = {
  path: '/seminar-events',
  method: 'get',
  handler: async (req) => {
    const json = await readUpcomingSeminarEventsJson(req.payload)
    const tag = entityTag(json)
    const headers = { 'Cache-Control': SEMINAR_EVENTS_CACHE_CONTROL, ETag: tag }
    const known = req.headers.get('if-none-match')
    const matches = (candidate: string) => candidate === '*' || candidate.replace(/^W\//, '') === tag
    if (known && known.split(',').some((candidate) => matches(candidate.trim()))) {
      return new Response(null, { status: 304, headers })
    }
    return new Response(json, { headers: { 'Content-Type': 'application/json', ...headers } })
  },
}
