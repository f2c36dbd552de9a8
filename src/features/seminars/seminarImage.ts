import { getPayload } from '@/platform/payload'
import type { SeminarEventSummary } from './seminars'
import { readUpcomingSeminarEventsJson } from './reads'

/**
 * The image of the first upcoming event: the Live Seminars page's largest image, which the page
 * preloads while the list itself still loads in the browser (spec §2: Loading events...).
 */
export async function getFirstSeminarImage(): Promise<string | null> {
  const events = JSON.parse(await readUpcomingSeminarEventsJson(await getPayload())) as SeminarEventSummary[]
  return events[0]?.imageUrl ?? null
}
