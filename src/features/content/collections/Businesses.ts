import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { imageField, linkAddress, orderField } from '@/platform/payload/fields'

export const BUSINESS_CATEGORIES = ['health', 'tech', 'sports', 'lifestyle', 'research', 'other'] as const
export const BUSINESS_STATUSES = ['active', 'upcoming', 'former'] as const

export const Businesses: CollectionConfig = {
  slug: 'businesses',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'status', 'url'],
  },
  defaultSort: 'order',
  hooks: revalidateOnChange(CACHE_TAGS.businesses),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'url', type: 'text', validate: linkAddress },
    { name: 'description', type: 'textarea', required: true },
    { name: 'category', type: 'select', required: true, options: [...BUSINESS_CATEGORIES] },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [...BUSINESS_STATUSES],
    },
    imageField('customImage'),
    { name: 'launchYear', type: 'number' },
    { name: 'comingSoon', type: 'checkbox', defaultValue: false },
    orderField,
  ],
}
