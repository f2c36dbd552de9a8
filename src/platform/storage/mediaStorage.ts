import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Env } from '../env'
import { s3SettingsFromEnv } from '../s3Settings'

/**
 * With S3_BUCKET set, the `media` collection keeps its files (the original and every generated
 * size) in the bucket instead of the local media/ folder, through Payload's own S3 adapter, and
 * /api/media/file/<name> streams them from there (ETag, ranges), so several app nodes share one
 * store. The adapter's `prefix` field is in the schema either way, so one migration serves both.
 */
export function mediaStorage(env: Env): Plugin {
  const settings = s3SettingsFromEnv(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    collections: { media: { prefix: settings?.prefix ?? '' } },
    config: settings?.client ?? {},
  })
}
