import {
  createLocalReq,
  updateOperationGlobal,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type GlobalAfterChangeHook,
  type Payload,
  type PayloadRequest,
  type TypedGlobalSelect,
} from 'payload'
import { randomUUID } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { afterCommit } from '../database/afterCommit'
import { CONTENT_GENERATION_SLUG } from './ContentGenerationGlobal'
import type { CacheTag } from './cacheTags'
import { bumpContentGeneration, readSharedContentGenerationWith } from './contentGeneration'

/**
 * Expires the tag at once so the next request renders fresh content, and with it every page in
 * the page cache of this process. The new content-generation token, which expires the other
 * processes' pages within a second, is written once the change has committed (at once when it
 * runs in no transaction): written earlier, another process could render the content from before
 * the change and keep it under the new token. The seeder (context.disableRevalidate) writes no
 * token: it writes hundreds of documents before any server runs.
 */
export async function expireCacheTag(tag: CacheTag, req: PayloadRequest): Promise<void> {
  bumpContentGeneration()
  if (!req.context?.disableRevalidate) {
    const { payload } = req
    await afterCommit(req, () => writeContentToken(payload), CONTENT_GENERATION_SLUG)
  }
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.debug({ msg: `cache tag ${tag} not revalidated`, err: error })
  }
}

/**
 * Writes a new token, outside any transaction: on MongoDB two changes committed at the same
 * moment then write the one document one after the other, where two transactions writing it would
 * abort one of them (WriteConflict). A failure is logged, not thrown: the change is committed, and
 * the other processes' copies expire at the latest after PAGE_CACHE_SECONDS.
 */
async function writeContentToken(payload: Payload): Promise<void> {
  try {
    const globalConfig = payload.globals.config.find((global) => global.slug === CONTENT_GENERATION_SLUG)
    if (!globalConfig) throw new Error(`the ${CONTENT_GENERATION_SLUG} global is not configured`)
    await updateOperationGlobal<
      typeof CONTENT_GENERATION_SLUG,
      TypedGlobalSelect[typeof CONTENT_GENERATION_SLUG]
    >({
      slug: CONTENT_GENERATION_SLUG,
      globalConfig,
      data: { token: randomUUID() },
      depth: 0,
      overrideAccess: true,
      disableTransaction: true,
      req: await createLocalReq({}, payload),
    })
  } catch (error) {
    payload.logger.error({
      msg: 'Could not write the content-generation token: the other server processes keep their cached pages until they expire',
      err: error,
    })
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
