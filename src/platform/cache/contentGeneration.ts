import { randomUUID } from 'node:crypto'

import { processWide } from '../processWide'

/**
 * The content generation of this server process. Payload's content hooks bump it on every change
 * (src/platform/cache/revalidateTag.ts); what was cached under an older generation (pages, the seminar
 * list) is read afresh. A change made by another process (a worker, an app node) reaches this one
 * through the database: each change, once committed, also writes a new token to the
 * `content-generation` global, which every server process reads once a second (followContentChanges).
 */
const generation = processWide('contentGeneration', () => ({
  value: 0,
  /** The shared token this process last saw; undefined before the first read. */
  seenToken: undefined as string | null | undefined,
  /** Reads the shared token: registered once Payload is up (payload.config.ts, onInit). */
  readToken: null as (() => Promise<string | null>) | null,
  following: false,
  /**
   * The key of this process's own data-cache entries while it knows no shared token (before its
   * first read, or a database no change has written one to): never shared with another process or
   * an earlier run, whose entries on disk may hold another database's content.
   */
  ownToken: `unshared-${randomUUID()}`,
}))

export const contentGeneration = (): number => generation.value

/**
 * The shared token this process has caught up with: the same in every process once it has. Until
 * then, or when the database has none, a token of this process's own.
 */
export const sharedContentToken = (): string => generation.seenToken || generation.ownToken

/**
 * A change made here: applied at once. The token it writes for the other processes is not taken
 * as seen: on MongoDB the change commits only after Payload's hooks, so a page or a data-cache entry
 * filled here meanwhile holds the content from before it. When this process reads its own token back
 * (within FOLLOW_INTERVAL_MS of the commit) it expires once more, and only then keys its data-cache
 * entries by the new token that the other processes use.
 */
export function bumpContentGeneration(): void {
  generation.value += 1
}

export function readSharedContentGenerationWith(read: () => Promise<string | null>): void {
  generation.readToken = read
}

/** Reads the shared token once; a token this process has not seen expires what it cached. */
export async function catchUpWithContentChanges(): Promise<void> {
  if (!generation.readToken) return
  const token = await generation.readToken()
  if (token === generation.seenToken) return
  generation.seenToken = token
  generation.value += 1
}

/**
 * Keeps this process within about FOLLOW_INTERVAL_MS of every other's content changes: the read
 * is one primary-key lookup, and a failed read is tried again at the next turn.
 */
export const FOLLOW_INTERVAL_MS = 1_000

export function followContentChanges(intervalMs = FOLLOW_INTERVAL_MS): void {
  if (generation.following) return
  generation.following = true
  const turn = () => {
    catchUpWithContentChanges()
      .catch((error: unknown) => console.error(`Could not read the content generation: ${String(error)}`))
      .finally(() => setTimeout(turn, intervalMs).unref())
  }
  turn()
}

/** Something kept in memory, with the content generation it was read under and when. */
export type Cached = { generation: number; storedAt: number }

/** Still good to answer with: no content change since it was read, and younger than `ttlMs`. */
export const isCurrent = (entry: Cached, ttlMs: number, now = Date.now()): boolean =>
  entry.generation === generation.value && now - entry.storedAt < ttlMs

/**
 * A value read from the content, kept in this process until the content changes and for at most
 * `ttlMs`, which bounds how stale another app instance's copy can be when several share one
 * database (see docs/operations.md, Scaling).
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
