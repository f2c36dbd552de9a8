import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '../cacheTags'
import { getPayload } from '../payload'

export const getSiteSettings = unstable_cache(
  async () => {
    const payload = await getPayload()
    return payload.findGlobal({ slug: 'site-settings', depth: 1 })
  },
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings] },
)
