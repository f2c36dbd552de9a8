import 'server-only'

import { cachedContent } from '@/platform/cache/cachedContent'

import type { Poem, Text } from '@/payload-types'
import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { getPayload } from '@/platform/payload'
import { type GalleryView, toGalleryView } from './portfolioView'

export type {
  GalleryItemView,
  GallerySectionView,
  GalleryView,
  ImageAsset,
  MediaFile,
  PoemView,
} from './portfolioView'
export { toPoemView } from './portfolioView'

/** The gallery served at `/<slug>`, ready to render (depth 1: uploads are media documents), or null. */
export const getGallery = cachedContent(
  async (slug: string): Promise<GalleryView | null> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'galleries',
      where: { slug: { equals: slug } },
      depth: 1,
      limit: 1,
      pagination: false,
    })
    const gallery = result.docs[0]
    return gallery ? toGalleryView(gallery) : null
  },
  ['portfolio-gallery'],
  { tags: [CACHE_TAGS.galleries, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/** The long text (short story, paper excerpt) served at `/<slug>`, or null. */
export const getText = cachedContent(
  async (slug: string): Promise<Text | null> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'texts',
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      pagination: false,
    })
    return result.docs[0] ?? null
  },
  ['portfolio-text'],
  { tags: [CACHE_TAGS.texts], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/** Poems in their admin order, with their recordings (depth 1). */
export const getPoems = cachedContent(
  async (): Promise<Poem[]> => {
    const payload = await getPayload()
    const result = await payload.find({ collection: 'poems', sort: 'order', depth: 1, pagination: false })
    return result.docs
  },
  ['portfolio-poems'],
  { tags: [CACHE_TAGS.poems, CACHE_TAGS.media], revalidate: CONTENT_MAX_AGE_SECONDS },
)
