import type { GlobalConfig } from 'payload'

import { nobody } from '../access/nobody'

export const CONTENT_GENERATION_SLUG = 'content-generation'

/**
 * The site's last content change, shared by every server process over the one database: each
 * change writes a new `token` (src/platform/cache/revalidateTag.ts), and each process reads it once a
 * second and drops its cached pages when it differs (src/platform/cache/contentGeneration.ts). Only
 * server code reads and writes it.
 */
export const ContentGeneration: GlobalConfig = {
  slug: CONTENT_GENERATION_SLUG,
  access: { read: nobody, update: nobody, readVersions: nobody },
  admin: { hidden: true },
  graphQL: false,
  lockDocuments: false,
  fields: [{ name: 'token', type: 'text' }],
}
