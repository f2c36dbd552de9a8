import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Env } from './env'

/** Where the media collection's files go when S3 is configured. */
export type S3Settings = {
  bucket: string
  /** Key prefix inside the bucket, without slashes at either end ('' for the bucket's root). */
  prefix: string
  client: S3ClientConfig
}

/** The S3 settings from the environment, or null when S3_BUCKET is unset (files stay in media/). */
export function s3SettingsFromEnv(env: Env): S3Settings | null {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: env.S3_BUCKET,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    client: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    },
  }
}
