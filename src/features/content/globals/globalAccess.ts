import type { GlobalConfig } from 'payload'

import { adminOnly } from '@/platform/access/adminOnly'
import { anyone } from '@/platform/access/anyone'
import { revalidateGlobalTag } from '@/platform/cache/revalidateTag'
import type { CacheTag } from '@/platform/cache/cacheTags'

export const publicGlobalAccess: GlobalConfig['access'] = { read: anyone, update: adminOnly }

export const revalidateGlobalOnChange = (tag: CacheTag): GlobalConfig['hooks'] => ({
  afterChange: [revalidateGlobalTag(tag)],
})
