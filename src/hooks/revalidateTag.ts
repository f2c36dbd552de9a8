import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { revalidateTag } from 'next/cache'

import type { CacheTag } from '../lib/cacheTags'
import { bumpContentGeneration } from '../server/contentGeneration'

/**
 * Expires the tag at once so the next request renders fresh content, and with it every page in
 * the page cache. Outside a Next server (seeder, tests) there is no cache to expire.
 */
export function expireCacheTag(tag: CacheTag, req: PayloadRequest): void {
  bumpContentGeneration()
  if (req.context?.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.debug({ msg: `cache tag ${tag} not revalidated`, err: error })
  }
}

export const revalidateTagAfterChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    expireCacheTag(tag, req)
    return doc
  }

export const revalidateTagAfterDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    expireCacheTag(tag, req)
    return doc
  }

export const revalidateGlobalTag =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expireCacheTag(tag, req)
    return doc
  }
