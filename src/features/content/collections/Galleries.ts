import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { linkAddress, mediaField, orderField, vimeoId } from '@/platform/payload/fields'

import { keptWhileLinked, routeSlugField } from '../routeSlugs'

export const GALLERY_ITEM_KINDS = ['image', 'video', 'audio', 'link', 'quote'] as const

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug'],
  },
  defaultSort: 'order',
  hooks: { ...revalidateOnChange(CACHE_TAGS.galleries), ...keptWhileLinked('galleries') },
  fields: [
    routeSlugField('galleries', 'The route, e.g. landscapes serves /landscapes'),
    { name: 'title', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'columns', type: 'number', defaultValue: 3, min: 1, max: 4 },
    {
      name: 'launch',
      type: 'group',
      admin: { description: 'An external experience the page launches (optional)' },
      fields: [
        { name: 'url', type: 'text', validate: linkAddress },
        { name: 'label', type: 'text' },
        { name: 'controls', type: 'array', fields: [{ name: 'control', type: 'text', required: true }] },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'heading', type: 'text' },
        {
          name: 'items',
          type: 'array',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'image',
              options: [...GALLERY_ITEM_KINDS],
            },
            { name: 'title', type: 'text' },
            { name: 'caption', type: 'textarea' },
            mediaField({ name: 'media' }),
            {
              name: 'embedId',
              type: 'text',
              validate: vimeoId,
              admin: {
                description: 'Vimeo video id, the digits at the end of its link (instead of an upload)',
              },
            },
            { name: 'url', type: 'text', validate: linkAddress, admin: { description: 'For links' } },
            { name: 'date', type: 'text' },
          ],
        },
      ],
    },
    orderField,
  ],
}
