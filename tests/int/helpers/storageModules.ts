/**
 * Applies the media storage plugin of this process's environment to a minimal config, in a
 * process of its own, and prints how many files of the AWS SDK the process has loaded, for
 * tests/int/media-storage.int.test.ts.
 */
import { createRequire } from 'node:module'

import type { Config } from 'payload'

import { getEnv } from '../../../src/platform/env'
import { mediaStorage } from '../../../src/platform/storage/mediaStorage'

const config = { admin: {}, collections: [{ slug: 'media', upload: true, fields: [] }] } as unknown as Config
await mediaStorage(getEnv())(config)
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
  file.includes('/node_modules/@aws-sdk/'),
)
process.stdout.write(`${loaded.length}\n`)
