import { processWide } from '../processWide'

/** Sent with each of the page cache's own renders: the id a page names to keep that render out. */
export const FILL_ID_HEADER = 'x-page-cache-fill-id'

/**
 * The page cache's renders that a page asked to keep out of every shared cache (a locked lesson:
 * what a visitor sees there depends on who they are, see docs/decisions/0070-private-page-renders.md).
 * The page renders in Next's bundle and the page cache runs in the server's, so the ids live in one
 * process-wide set.
 */
const MAX_PENDING = 1_000

const privateRenders = processWide('privatePageRenders', () => new Set<string>())

/** Called by a page while it renders, with the fill id of the request (absent outside the cache's renders). */
export function markRenderPrivate(fillId: string | null | undefined): void {
  if (!fillId || fillId.length > 64) return
  privateRenders.add(fillId)
  // A visitor can send the header too; their ids are never taken, so the oldest make room.
  for (const stale of privateRenders) {
    if (privateRenders.size <= MAX_PENDING) break
    privateRenders.delete(stale)
  }
}

/** True, once, when the render with this id was marked private. */
export function takePrivateRender(fillId: string): boolean {
  return privateRenders.delete(fillId)
}
