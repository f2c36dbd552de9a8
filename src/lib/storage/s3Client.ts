import type { S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from './s3Settings'

export type S3Sdk = typeof import('@aws-sdk/client-s3')

let sdk: Promise<S3Sdk> | undefined
const clients = new WeakMap<S3Settings, S3Client>()

/**
 * The SDK is loaded on first use, not while the config is imported: a site without S3 never
 * loads it, and loading it inside the config's import graph made `tsx scripts/preflight.ts`
 * exit 13 (unsettled top-level await) at random.
 */
export async function getS3(settings: S3Settings): Promise<{ client: S3Client; sdk: S3Sdk }> {
  const loaded = await (sdk ??= import('@aws-sdk/client-s3'))
  let client = clients.get(settings)
  if (!client) {
    client = new loaded.S3Client(settings.client)
    clients.set(settings, client)
  }
  return { client, sdk: loaded }
}
