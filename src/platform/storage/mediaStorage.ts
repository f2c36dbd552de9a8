import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { initClientUploads } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Config, Plugin } from 'payload'

import type { Env } from '../env'
import { s3SettingsFromEnv } from '../s3Settings'

const COLLECTION = 'media'
/** What Payload's S3 adapter registers for its browser uploads, in the admin's import map. */
const S3_CLIENT_HANDLER = '@payloadcms/storage-s3/client#S3ClientUploadHandler'
const S3_SIGNED_URL_PATH = '/storage-s3-generate-signed-url'

/**
 * With S3_BUCKET set, the `media` collection keeps its files (the original and every generated
 * size) in the bucket instead of the local media/ folder, through Payload's own S3 adapter, and
 * /api/media/file/<name> streams them from there (ETag, ranges), so several app nodes share one
 * store. The adapter's `prefix` field is in the schema either way, so one migration serves both.
 *
 * The adapter (and the AWS SDK, about 36 MB a process on Node 24) is imported only when S3 is
 * configured. Without it, the config gets what the adapter gives a disabled configuration: the
 * storage fields of the cloud-storage plugin and the client handler in the admin's import map
 * (docs/decisions/0082-s3-adapter-imported-when-configured.md).
 */
export function mediaStorage(env: Env): Plugin {
  const settings = s3SettingsFromEnv(env)
  if (!settings) return withoutS3
  return async (config) => {
    const { s3Storage } = await import('@payloadcms/storage-s3')
    return s3Storage({
      alwaysInsertFields: true,
      bucket: settings.bucket,
      collections: { [COLLECTION]: { prefix: settings.prefix } },
      config: settings.client,
    })(config)
  }
}

/** The S3 adapter's configuration with `enabled: false`, without importing it. */
function withoutS3(config: Config): Config {
  const collections = { [COLLECTION]: { prefix: '' } }
  initClientUploads({
    clientHandler: S3_CLIENT_HANDLER,
    collections,
    config,
    enabled: false,
    serverHandler: () => Response.json({ error: 'Not Found' }, { status: 404 }),
    serverHandlerPath: S3_SIGNED_URL_PATH,
  })
  return cloudStoragePlugin({
    alwaysInsertFields: true,
    collections: { [COLLECTION]: { ...collections[COLLECTION], adapter: null } },
    enabled: false,
  })(config)
}
