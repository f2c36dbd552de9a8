import type { Payload } from 'payload'

import { keptUntilContentChanges } from '../../server/contentGeneration'
import { CONTENT_MAX_AGE_SECONDS } from '../cacheTags'
import { compareSeminarEvents, toSeminarEventSummary, type SeminarEventSummary } from '../seminars'

/**
 * The upcoming seminar events, soonest first, serialized as `GET /api/seminar-events` answers them.
 * Kept until content changes (the seminars collection's hooks bump the content generation), and
 * for at most the content's max age.
 */
export const readUpcomingSeminarEventsJson = keptUntilContentChanges(
  'seminarEvents',
  CONTENT_MAX_AGE_SECONDS * 1000,
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

/**
 * The image of the first upcoming event: the Live Seminars page's largest image, which the page
 * preloads while the list itself still loads in the browser (spec §2: Loading events...).
 */
export async function getFirstSeminarImage(): Promise<string | null> {
  // Imported here: the endpoint that shares this module is part of the Payload config getPayload loads.
  const { getPayload } = await import('../payload')
  const events = JSON.parse(await readUpcomingSeminarEventsJson(await getPayload())) as SeminarEventSummary[]
  return events[0]?.imageUrl ?? null
}
