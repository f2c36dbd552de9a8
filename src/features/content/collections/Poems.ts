import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { mediaField, orderField } from '@/platform/payload/fields'

export const Poems: CollectionConfig = {
  slug: 'poems',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'audio'],
  },
  defaultSort: 'order',
  hooks: revalidateOnChange(CACHE_TAGS.poems),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'year', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true, admin: { description: 'Line breaks are kept' } },
    { name: 'summary', type: 'richText', required: true, label: 'Analysis' },
    mediaField({ name: 'audio', admin: { description: 'Optional recording' } }),
    orderField,
  ],
}
