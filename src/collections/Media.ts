import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '../lib/cacheTags'
import { publicContentAccess, revalidateOnChange } from './contentCollection'

export const Media: CollectionConfig = {
  slug: 'media',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'alt',
  },
  hooks: revalidateOnChange(CACHE_TAGS.media),
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*', 'audio/*', 'video/*', 'application/pdf'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'full', width: 1600, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumbnail',
    // Browsers may reuse a file for an hour, then revalidate it with its ETag (local files and S3 alike).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=3600')
      return headers
    },
  },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alt text' }],
}
