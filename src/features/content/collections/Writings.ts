import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { imageField, linkAddress, orderField } from '@/platform/payload/fields'
import { WRITING_CATEGORIES } from '../writings'

export const Writings: CollectionConfig = {
  slug: 'writings',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'status'],
  },
  defaultSort: 'order',
  hooks: revalidateOnChange(CACHE_TAGS.writings),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'category', type: 'select', required: true, options: WRITING_CATEGORIES },
    { name: 'status', type: 'text', required: true, admin: { description: 'e.g. Published, Coming 2026' } },
    { name: 'description', type: 'textarea', required: true },
    { name: 'link', type: 'text', validate: linkAddress },
    { name: 'external', type: 'checkbox', defaultValue: false },
    imageField(),
    orderField,
  ],
}
