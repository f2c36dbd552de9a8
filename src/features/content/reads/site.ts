import 'server-only'

import { cachedContent } from '@/platform/cache/cachedContent'

import type { Business, CreativeCategory, Program } from '@/payload-types'
import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { getPayload } from '@/platform/payload'

/** Programs in their admin order (depth 1: the image is a media document). */
export const getPrograms = cachedContent(
  async (): Promise<Program[]> => {
    const payload = await getPayload()
    const result = await payload.find({ collection: 'programs', sort: 'order', depth: 1, pagination: false })
    return result.docs
  },
  ['programs'],
  { tags: [CACHE_TAGS.programs, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/** The home page shows three featured programs (spec §2). */
export const FEATURED_PROGRAM_COUNT = 3

export async function getFeaturedPrograms(): Promise<Program[]> {
  const programs = await getPrograms()
  return programs.filter((program) => program.featured).slice(0, FEATURED_PROGRAM_COUNT)
}

export const getBusinesses = cachedContent(
  async (): Promise<Business[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'businesses',
      sort: 'order',
      depth: 1,
      pagination: false,
    })
    return result.docs
  },
  ['businesses'],
  { tags: [CACHE_TAGS.businesses, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

export const getCreativeCategories = cachedContent(
  async (): Promise<CreativeCategory[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'creative-categories',
      sort: 'order',
      depth: 1,
      pagination: false,
    })
    return result.docs
  },
  ['creative-categories'],
  { tags: [CACHE_TAGS.creatives, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/** Slugs of the CMS pages served by the `[slug]` route (galleries and texts), for the sitemap. */
export const getContentPageSlugs = cachedContent(
  async (): Promise<string[]> => {
    const payload = await getPayload()
    const [galleries, texts] = await Promise.all([
      payload.find({ collection: 'galleries', depth: 0, pagination: false, select: { slug: true } }),
      payload.find({ collection: 'texts', depth: 0, pagination: false, select: { slug: true } }),
    ])
    return [...galleries.docs, ...texts.docs].map((doc) => doc.slug)
  },
  ['content-page-slugs'],
  { tags: [CACHE_TAGS.galleries, CACHE_TAGS.texts], revalidate: CONTENT_MAX_AGE_SECONDS },
)
