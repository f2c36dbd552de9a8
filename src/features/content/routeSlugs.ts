import type { CollectionSlug, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { getEnv } from '@/platform/env'
import { slugField } from '@/platform/payload/fields'
import { keptDocument } from '@/platform/payload/keptDocument'

import { RESERVED_ROUTE_SLUGS, ROUTE_SLUG_PATTERN } from './publicRoutes'

/** The collections whose documents are served at `/<slug>` (src/app/(frontend)/[slug]). */
const ROUTE_COLLECTIONS = ['galleries', 'texts'] as const satisfies readonly CollectionSlug[]

/**
 * A gallery's or text's slug is its page's address: a pattern the page route reads, not a route of
 * the site's own, and not the slug of a page of the other collection (the gallery would hide the
 * text).
 */
const routeSlug =
  (collection: (typeof ROUTE_COLLECTIONS)[number]): TextFieldSingleValidation =>
  async (value, args) => {
    const valid = text(value, args)
    if (valid !== true || typeof value !== 'string') return valid
    if (!ROUTE_SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and hyphens, e.g. landscapes'
    if (RESERVED_ROUTE_SLUGS.has(value)) return `/${value} is a page of the site already: choose another slug`
    if (args.event === 'onChange') return true
    for (const other of ROUTE_COLLECTIONS) {
      if (other === collection) continue
      const { totalDocs } = await args.req.payload.count({
        collection: other,
        where: { slug: { equals: value } },
        overrideAccess: true,
        req: args.req,
      })
      if (totalDocs > 0)
        return `/${value} is the address of a ${other === 'texts' ? 'text' : 'gallery'} already`
    }
    return true
  }

/** The slug of a page served at `/<slug>`. */
export const routeSlugField = (
  collection: (typeof ROUTE_COLLECTIONS)[number],
  description: string,
): TextField => ({
  ...(slugField(description) as TextField & { hasMany?: false }),
  hasMany: false,
  validate: routeSlug(collection),
})

/** The ways a card's href may name the page at `/<slug>`. */
const linksTo = (slug: string): string[] => {
  const site = getEnv().NEXT_PUBLIC_SERVER_URL.replace(/\/+$/, '')
  return [`/${slug}`, `/${slug}/`, `${site}/${slug}`, `${site}/${slug}/`]
}

/** The name of a Creative Categories card that links to `/<slug>`, or null. */
async function cardLinkingTo(req: PayloadRequest, slug: string): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: 'creative-categories',
    // The page's path, with or without a trailing slash, or the site's own full address of it
    where: { href: { in: linksTo(slug) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.name ?? null
}

/**
 * The hooks of a page served at `/<slug>` that a card of the Creative portfolio (/creatives) may
 * link to: while one does, the page keeps its slug (a field error naming the card) and cannot be
 * deleted (409), which would leave the card a link to a 404.
 */
export const keptWhileLinked = (collection: (typeof ROUTE_COLLECTIONS)[number]) =>
  keptDocument({
    collection,
    keeps: async (slug, req) => {
      const card = await cardLinkingTo(req, slug)
      return card
        ? {
            renamed: `"${card}" in Creative Categories links to /${slug}: change its link first`,
            deleted: `"${card}" in Creative Categories links to /${slug}: change or delete that card first`,
          }
        : null
    },
  })
