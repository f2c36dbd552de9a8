import type { GlobalConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicGlobalAccess, revalidateGlobalOnChange } from './globalAccess'
import { mediaField } from '@/platform/payload/fields'

export const Furniture: GlobalConfig = {
  slug: 'furniture',
  label: 'Furniture Design',
  access: publicGlobalAccess,
  hooks: revalidateGlobalOnChange(CACHE_TAGS.furniture),
  fields: [
    { name: 'intro', type: 'textarea', required: true },
    {
      name: 'collections',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        mediaField({ name: 'image' }),
      ],
    },
    { name: 'philosophyHeading', type: 'text', required: true },
    { name: 'philosophy', type: 'textarea', required: true },
  ],
}
