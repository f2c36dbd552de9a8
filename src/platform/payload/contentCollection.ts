import type { CollectionConfig } from 'payload'

import { adminOnly } from '../access/adminOnly'
import { anyone } from '../access/anyone'
import { revalidateTagAfterChange, revalidateTagAfterDelete } from '../cache/revalidateTag'
import type { CacheTag } from '../cache/cacheTags'

/** Public content: anyone reads, admins write, and every change expires the content's cache tag. */
export const publicContentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: adminOnly,
  update: adminOnly,
  delete: adminOnly,
}

export const revalidateOnChange = (tag: CacheTag): CollectionConfig['hooks'] => ({
  afterChange: [revalidateTagAfterChange(tag)],
  afterDelete: [revalidateTagAfterDelete(tag)],
})
