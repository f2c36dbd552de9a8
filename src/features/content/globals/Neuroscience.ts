import type { GlobalConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicGlobalAccess, revalidateGlobalOnChange } from './globalAccess'
import { linkAddress, mediaField } from '@/platform/payload/fields'

export const Neuroscience: GlobalConfig = {
  slug: 'neuroscience',
  access: publicGlobalAccess,
  hooks: revalidateGlobalOnChange(CACHE_TAGS.neuroscience),
  fields: [
    { name: 'intro', type: 'textarea', required: true },
    {
      name: 'lecture',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'url', type: 'text', required: true, validate: linkAddress },
      ],
    },
    {
      name: 'research',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
        { name: 'status', type: 'text' },
        mediaField({ name: 'file', admin: { description: 'A downloadable PDF' } }),
        {
          name: 'path',
          type: 'text',
          admin: {
            description: 'A page of this site, e.g. /the-potential-neuroscience-of-repressed-emotion',
          },
        },
      ],
    },
    { name: 'futurePapers', type: 'array', fields: [{ name: 'title', type: 'text', required: true }] },
    {
      name: 'futureCourses',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
