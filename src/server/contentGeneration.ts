import { processWide } from './processWide'

/**
 * The content generation of this server process. Payload's content hooks bump it on every change
 * (src/hooks/revalidateTag.ts); what was cached under an older generation (pages, the seminar
 * list) is read afresh.
 */
const generation = processWide('contentGeneration', () => ({ value: 0 }))

export const contentGeneration = (): number => generation.value

export function bumpContentGeneration(): void {
  generation.value += 1
}

/** Something kept in memory, with the content generation it was read under and when. */
export type Cached = { generation: number; storedAt: number }

/** Still good to answer with: no content change since it was read, and younger than `ttlMs`. */
export const isCurrent = (entry: Cached, ttlMs: number, now = Date.now()): boolean =>
  entry.generation === generation.value && now - entry.storedAt < ttlMs

/**
 * A value read from the content, kept in this process until the content changes and for at most
 * `ttlMs`, which bounds how stale another app instance's copy can be when several share one
 * database (docs/caching.md).
 */
export function keptUntilContentChanges<Args extends unknown[], T>(
  key: string,
  ttlMs: number,
  read: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  const cache = processWide(`keptUntilContentChanges:${key}`, () => ({
    entry: null as (Cached & { value: T }) | null,
  }))
  return async (...args) => {
    if (cache.entry && isCurrent(cache.entry, ttlMs)) return cache.entry.value
    // Taken before the read: a change that lands meanwhile leaves this value already outdated.
    const readUnder = generation.value
    const value = await read(...args)
    cache.entry = { value, storedAt: Date.now(), generation: readUnder }
    return value
  }
}
