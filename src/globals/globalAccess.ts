import type { GlobalConfig } from 'payload'

import { adminOnly } from '../access/adminOnly'
import { anyone } from '../access/anyone'
import { revalidateGlobalTag } from '../hooks/revalidateTag'
import type { CacheTag } from '../lib/cacheTags'

export const publicGlobalAccess: GlobalConfig['access'] = { read: anyone, update: adminOnly }

export const revalidateGlobalOnChange = (tag: CacheTag): GlobalConfig['hooks'] => ({
  afterChange: [revalidateGlobalTag(tag)],
})
