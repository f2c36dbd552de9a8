import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'
import { randomUUID } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { CONTENT_GENERATION_SLUG } from './ContentGenerationGlobal'
import type { CacheTag } from './cacheTags'
import { bumpContentGeneration, readSharedContentGenerationWith } from './contentGeneration'

/**
 * Expires the tag at once so the next request renders fresh content, and with it every page in
 * the page cache of this process; the new content-generation token, written with the change (in
 * its transaction on MongoDB), expires the other processes' pages within a second. The seeder
 * (context.disableRevalidate) writes no token: it writes hundreds of documents before any server
 * runs.
 */
export async function expireCacheTag(tag: CacheTag, req: PayloadRequest): Promise<void> {
  if (req.context?.disableRevalidate) {
    bumpContentGeneration()
    return
  }
  bumpContentGeneration()
  await req.payload.updateGlobal({
    slug: CONTENT_GENERATION_SLUG,
    data: { token: randomUUID() },
    req,
    depth: 0,
    overrideAccess: true,
  })
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.debug({ msg: `cache tag ${tag} not revalidated`, err: error })
  }
}

export const revalidateTagAfterChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await expireCacheTag(tag, req)
    return doc
  }

export const revalidateTagAfterDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await expireCacheTag(tag, req)
    return doc
  }

export const revalidateGlobalTag =
  (tag: CacheTag): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await expireCacheTag(tag, req)
    return doc
  }

/** Payload's onInit: lets this process's server read the token other processes write. */
export function shareContentGeneration(payload: Payload): void {
  readSharedContentGenerationWith(async () => {
    const doc = await payload.findGlobal({ slug: CONTENT_GENERATION_SLUG, depth: 0, overrideAccess: true })
    return doc.token ?? null
  })
}
