import type { CollectionConfig, Plugin } from 'payload'

import type { Env } from '../env'
import { deleteFromS3, deleteReplacedFromS3 } from './deleteFromS3'
import { s3SettingsFromEnv, type S3Settings } from './s3Settings'
import { serveFromS3 } from './serveFromS3'
import { uploadToS3 } from './uploadToS3'

const MEDIA_SLUG = 'media'

function storeOnS3(collection: CollectionConfig, settings: S3Settings): CollectionConfig {
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), uploadToS3(settings)],
      afterChange: [...(hooks.afterChange ?? []), deleteReplacedFromS3(settings)],
      afterDelete: [...(hooks.afterDelete ?? []), deleteFromS3(settings)],
    },
    upload: {
      ...upload,
      disableLocalStorage: true,
      handlers: [...(upload.handlers ?? []), serveFromS3(settings)],
    },
  }
}

/**
 * With S3_BUCKET set, the `media` collection keeps its files (the original and every generated
 * size) in the bucket instead of the local media/ folder, and /api/media/file/<name> streams them
 * from there, so several app nodes share one store. Without it the config is left untouched.
 * The schema is the same either way.
 */
export function s3MediaStorage(env: Env): Plugin {
  const settings = s3SettingsFromEnv(env)
  return (config) =>
    settings
      ? {
          ...config,
          collections: config.collections?.map((collection) =>
            collection.slug === MEDIA_SLUG ? storeOnS3(collection, settings) : collection,
          ),
        }
      : config
}
