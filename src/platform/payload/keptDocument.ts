import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

import { ClientError } from './clientError'

/** Why a document keeps its slug and is not deleted: the field error of a new slug, the 409's message of a delete. */
export type KeptBecause = { renamed: string; deleted: string }

/**
 * The hooks of a collection some of whose documents the site depends on by their slug: while
 * `keeps` gives a reason for a document's stored slug, that document keeps its slug (a field error
 * naming the reason) and cannot be deleted (409). Other documents of the collection are the
 * owner's as usual.
 */
export function keptDocument({
  collection,
  keeps,
}: {
  collection: CollectionSlug
  keeps: (slug: string, req: PayloadRequest) => KeptBecause | null | Promise<KeptBecause | null>
}): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'beforeChange' | 'beforeDelete'>> {
  const keepSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    const slug = (originalDoc as { slug?: unknown } | undefined)?.slug
    if (typeof slug !== 'string' || data.slug === undefined || data.slug === slug) return data
    const because = await keeps(slug, req)
    if (because) {
      throw new ValidationError({
        collection,
        errors: [{ path: 'slug', label: 'Slug', message: because.renamed }],
        req,
      })
    }
    return data
  }
  const keepDocument: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const stored = await req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
    const slug = (stored as { slug?: unknown }).slug
    const because = typeof slug === 'string' ? await keeps(slug, req) : null
    if (because) throw new ClientError(because.deleted, 409)
  }
  return { beforeChange: [keepSlug], beforeDelete: [keepDocument] }
}

/** `keptDocument`'s `keeps` for the one document of slug `kept`, while `held` says so. */
export const keepsSlug =
  (
    kept: string,
    because: KeptBecause,
    held: (req: PayloadRequest) => boolean | Promise<boolean> = () => true,
  ) =>
  async (slug: string, req: PayloadRequest): Promise<KeptBecause | null> =>
    slug === kept && (await held(req)) ? because : null
