/**
 * Run by packagesLoaded (./packagesLoaded.ts) in a process of its own: builds the database adapter
 * of DATABASE_URI and applies the media storage plugin of the environment to a minimal config, then
 * prints, as JSON, the adapter's name and how many files of mongoose and of the AWS SDK the process
 * has loaded.
 */
import { createRequire } from 'node:module'

import type { Config } from 'payload'

import { databaseAdapter } from '../../../src/platform/database/database'
import { getEnv } from '../../../src/platform/env'
import { mediaStorage } from '../../../src/platform/storage/mediaStorage'

const env = getEnv()
const adapter = await databaseAdapter(env.DATABASE_URI, process.cwd())
await mediaStorage(env)({
  admin: {},
  collections: [{ slug: 'media', upload: true, fields: [] }],
} as unknown as Config)
const loaded = Object.keys(createRequire(import.meta.url).cache)
const filesOf = (folder: string) => loaded.filter((file) => file.includes(`/node_modules/${folder}/`)).length
process.stdout.write(
  `${JSON.stringify({ adapter: adapter.name, mongooseFiles: filesOf('mongoose'), awsSdkFiles: filesOf('@aws-sdk') })}\n`,
)
