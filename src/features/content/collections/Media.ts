import fs from 'node:fs/promises'
import path from 'node:path'

import { NotFound, type CollectionConfig, type PayloadRequest } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { getEnv } from '@/platform/env'
import { ClientError } from '@/platform/payload/clientError'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'

const STATIC_DIR = 'media'

/**
 * Runs before Payload serves GET /api/media/file/:filename (and before the S3 adapter's handler):
 * a name with a NUL or another control character, or a path separator, is a 400, and on local
 * storage a file that is not on disk is a 404 (Payload's own fallback answers both with a 500).
 * Returning nothing lets the next handler serve the file.
 */
async function refuseMissingFile(
  req: PayloadRequest,
  { params }: { params: { filename: string } },
): Promise<void> {
  const { filename } = params
  if (!filename || /[\u0000-\u001f\u007f/\\]/.test(filename)) throw new ClientError('Invalid file name.')
  if (getEnv().S3_BUCKET) return
  const stats = await fs.stat(path.resolve(STATIC_DIR, filename)).catch(() => null)
  if (!stats?.isFile()) throw new NotFound(req.t)
}

export const Media: CollectionConfig = {
  slug: 'media',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'alt',
    // The file (with its thumbnail) and its text, not the S3 adapter's prefix and key columns
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
  },
  hooks: revalidateOnChange(CACHE_TAGS.media),
  upload: {
    staticDir: STATIC_DIR,
    handlers: [refuseMissingFile],
    mimeTypes: ['image/*', 'audio/*', 'video/*', 'application/pdf'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    // The original is kept at most twice the largest size a page shows (full, 1600 wide): a camera's
    // 7000 px photo was stored larger than the upload itself
    resizeOptions: { width: 3200, height: 3200, fit: 'inside', withoutEnlargement: true },
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
