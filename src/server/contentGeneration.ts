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
