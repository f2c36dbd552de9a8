import 'server-only'

import { cachedContent } from '@/platform/cache/cachedContent'

import type { Furniture, Invention, Neuroscience, Writing } from '@/payload-types'
import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { getPayload } from '@/platform/payload'
import { groupWritingsByCategory, type WritingSection } from './writingSections'

export type { WritingSection }

const getWritings = cachedContent(
  async (): Promise<Writing[]> => {
    const payload = await getPayload()
    const result = await payload.find({ collection: 'writings', sort: 'order', depth: 1, pagination: false })
    return result.docs
  },
  ['writings'],
  { tags: [CACHE_TAGS.writings, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/** The Writings page: its categories in the spec's order, each with its items. */
export async function getWritingSections(): Promise<WritingSection[]> {
  return groupWritingsByCategory(await getWritings())
}

export const getInventions = cachedContent(
  async (): Promise<Invention> => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'inventions', depth: 1 })
  },
  ['inventions'],
  { tags: [CACHE_TAGS.inventions, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

export const getFurniture = cachedContent(
  async (): Promise<Furniture> => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'furniture', depth: 1 })
  },
  ['furniture'],
  { tags: [CACHE_TAGS.furniture, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

export const getNeuroscience = cachedContent(
  async (): Promise<Neuroscience> => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'neuroscience', depth: 1 })
  },
  ['neuroscience'],
  { tags: [CACHE_TAGS.neuroscience, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)
