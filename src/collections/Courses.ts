import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '../lib/cacheTags'
import { publicContentAccess, revalidateOnChange } from './contentCollection'
import { slugField } from './fields'

export const Courses: CollectionConfig = {
  slug: 'courses',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
  },
  hooks: revalidateOnChange(CACHE_TAGS.courses),
  fields: [
    slugField('e.g. how-to-let-go'),
    { name: 'title', type: 'text', required: true },
    {
      name: 'modules',
      type: 'array',
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'lessons',
          type: 'array',
          required: true,
          fields: [
            {
              name: 'lessonId',
              type: 'text',
              required: true,
              admin: { description: 'Stable id, e.g. lesson-1-1' },
            },
            { name: 'title', type: 'text', required: true },
            { name: 'description', type: 'textarea' },
          ],
        },
      ],
    },
  ],
}
