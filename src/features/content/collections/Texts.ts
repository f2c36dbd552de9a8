import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'

import { keptWhileLinked, routeSlugField } from '../routeSlugs'

/** Long static texts served at their own route: the short story, the paper excerpt. */
export const Texts: CollectionConfig = {
  slug: 'texts',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug'],
  },
  hooks: { ...revalidateOnChange(CACHE_TAGS.texts), ...keptWhileLinked('texts') },
  fields: [
    routeSlugField('texts', 'The route, e.g. 19 serves /19'),
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      admin: { description: 'Blank lines separate paragraphs' },
    },
    { name: 'continuesNote', type: 'text', admin: { description: 'Shown at the end, e.g. (continues...)' } },
  ],
}
