import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { imageField, orderField } from '@/platform/payload/fields'

export const CreativeCategories: CollectionConfig = {
  slug: 'creative-categories',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'href', 'countText'],
  },
  defaultSort: 'order',
  hooks: revalidateOnChange(CACHE_TAGS.creatives),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'href',
      type: 'text',
      required: true,
      admin: { description: 'A gallery path like /drawings or a full URL' },
    },
    { name: 'description', type: 'textarea', required: true },
    imageField(),
    { name: 'countText', type: 'text', admin: { description: 'e.g. 18 drawings' } },
    { name: 'external', type: 'checkbox', defaultValue: false },
    orderField,
  ],
}
