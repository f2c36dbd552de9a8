import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

import { ClientError } from './clientError'

/**
 * The hooks of a collection one of whose documents the site depends on by its slug: while `held`
 * says so, that document keeps its slug (a field error naming the slug) and cannot be deleted
 * (409). Other documents of the collection are the owner's as usual.
 */
export function keptDocument({
  collection,
  slug,
  held = () => true,
  renamed,
  deleted,
}: {
  collection: CollectionSlug
  slug: string
  held?: (req: PayloadRequest) => boolean | Promise<boolean>
  /** The field error of a new slug. */
  renamed: string
  /** The 409's message of a delete. */
  deleted: string
}): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'beforeChange' | 'beforeDelete'>> {
  const keepSlug: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    if (originalDoc?.slug !== slug || data.slug === undefined || data.slug === slug) return data
    if (await held(req)) {
      throw new ValidationError({
        collection,
        errors: [{ path: 'slug', label: 'Slug', message: renamed }],
        req,
      })
    }
    return data
  }
  const keepDocument: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const stored = await req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
    if ((stored as { slug?: unknown }).slug === slug && (await held(req))) throw new ClientError(deleted, 409)
  }
  return { beforeChange: [keepSlug], beforeDelete: [keepDocument] }
}
