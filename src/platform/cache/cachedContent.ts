import 'server-only'

import { unstable_cache } from 'next/cache'

import { sharedContentToken } from './contentGeneration'

/**
 * Next's data cache (`unstable_cache`) for content reads, its entries also keyed by the shared
 * content token (src/platform/cache/contentGeneration.ts). A content hook expires the tag only in the
 * process that saved the change; every other worker and node moves to the new token within a
 * second of the change, and then asks for entries it has not cached yet, so it reads the new
 * content rather than its own copy of the old (docs/operations.md, Scaling).
 */
export function cachedContent<Args extends unknown[], T>(
  read: (...args: Args) => Promise<T>,
  keyParts: string[],
  options: { tags: string[]; revalidate: number },
): (...args: Args) => Promise<T> {
  const cached = unstable_cache(
    (_token: string, ...args: Args) => read(...args),
    ['content', ...keyParts],
    options,
  )
  return (...args) => cached(sharedContentToken(), ...args)
}
