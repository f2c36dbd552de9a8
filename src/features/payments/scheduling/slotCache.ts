import { processWide } from '@/platform/processWide'
import type { Availability } from './availability'
import type { Slot } from './slots'

/**
 * How long the window's open slots are answered again: the bound on what another app node's
 * booking takes to leave the lists here. A change on this node (a booking written, the availability
 * edited) expires them at once. Lists only: confirming a time always checks it afresh against the
 * database, and the unique slot decides.
 */
export const OPEN_SLOTS_CACHE_MS = 30_000

type Entry = { storedAt: number; value: Promise<{ availability: Availability; slots: Slot[] }> }

const cache = processWide('openSlotsCache', () => ({ entry: null as Entry | null }))

/** Called by the hooks of the bookings and of the Session Availability global. */
export function expireOpenSlots(): void {
  cache.entry = null
}

/** The window's open slots, computed at most once per OPEN_SLOTS_CACHE_MS while nothing changes. */
export function keptOpenSlots(
  compute: () => Promise<{ availability: Availability; slots: Slot[] }>,
  now = Date.now(),
): Promise<{ availability: Availability; slots: Slot[] }> {
  const entry = cache.entry
  if (entry && now - entry.storedAt < OPEN_SLOTS_CACHE_MS) return entry.value
  const stored: Entry = { storedAt: now, value: compute() }
  cache.entry = stored
  stored.value.catch(() => {
    if (cache.entry === stored) cache.entry = null
  })
  return stored.value
}
