import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { imageField, linkAddress, orderField, slugField } from '@/platform/payload/fields'

export const Programs: CollectionConfig = {
  slug: 'programs',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'section', 'badge', 'comingSoon', 'featured'],
  },
  defaultSort: 'order',
  hooks: revalidateOnChange(CACHE_TAGS.programs),
  fields: [
    slugField('Stable id of the program, e.g. how-to-let-go'),
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    imageField(),
    {
      name: 'badge',
      type: 'text',
      required: true,
      admin: { description: 'e.g. 100% Free, $27, Coming Soon' },
    },
    {
      name: 'link',
      type: 'text',
      required: true,
      validate: linkAddress,
      admin: { description: 'A site path like /crash-course or a full URL' },
    },
    {
      name: 'price',
      type: 'number',
      min: 0.5,
      max: 10000,
      admin: {
        description:
          'In US dollars. How to Let Go: what its checkout charges when the course is sold on this site',
        step: 0.01,
      },
    },
    { name: 'features', type: 'array', fields: [{ name: 'feature', type: 'text', required: true }] },
    { name: 'external', type: 'checkbox', defaultValue: false },
    { name: 'comingSoon', type: 'checkbox', defaultValue: false },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'letting-go',
      options: [
        { label: 'Letting Go Programs', value: 'letting-go' },
        { label: 'Other Programs', value: 'other' },
        { label: 'Academic Courses', value: 'academic' },
      ],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown on the home page' },
    },
    orderField,
  ],
}
