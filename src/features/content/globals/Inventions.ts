import type { GlobalConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicGlobalAccess, revalidateGlobalOnChange } from './globalAccess'
import { mediaField } from '@/platform/payload/fields'

export const Inventions: GlobalConfig = {
  slug: 'inventions',
  access: publicGlobalAccess,
  hooks: revalidateGlobalOnChange(CACHE_TAGS.inventions),
  fields: [
    { name: 'intro', type: 'textarea', required: true },
    {
      name: 'inventions',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'status', type: 'text', required: true, admin: { description: 'e.g. Patent Pending' } },
        { name: 'description', type: 'textarea', required: true },
        mediaField({ name: 'image' }),
        { name: 'features', type: 'array', fields: [{ name: 'feature', type: 'text', required: true }] },
      ],
    },
    { name: 'comingSoonNote', type: 'textarea' },
  ],
}
