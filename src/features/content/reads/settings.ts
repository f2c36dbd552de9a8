import 'server-only'

import { cachedContent } from '@/platform/cache/cachedContent'

import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { getPayload } from '@/platform/payload'

export const getSiteSettings = cachedContent(
  async () => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'site-settings', depth: 1 })
  },
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings], revalidate: CONTENT_MAX_AGE_SECONDS },
)
