// No import of ../payload here (not even a lazy one): the Payload config imports the endpoint reading this.
import type { Payload } from 'payload'

import { keptUntilContentChanges } from '@/platform/cache/contentGeneration'
import { CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { compareSeminarEvents, toSeminarEventSummary } from './seminars'

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
