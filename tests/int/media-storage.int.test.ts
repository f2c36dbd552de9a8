/**
 * The media collection's storage configuration (src/platform/storage/mediaStorage.ts): without
 * S3 it is what Payload's S3 adapter gives a disabled configuration, without loading the adapter.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config } from 'payload'

import { getEnv, type Env } from '@/platform/env'
import { mediaStorage } from '@/platform/storage/mediaStorage'

import { packagesLoaded } from './helpers/packagesLoaded'

const baseConfig = (): Config =>
  ({
    admin: {},
    collections: [
      { slug: 'media', upload: { staticDir: 'media' }, fields: [{ name: 'alt', type: 'text' }] },
      { slug: 'pages', fields: [{ name: 'title', type: 'text' }] },
    ],
  }) as unknown as Config

/** The config as data: its functions (hooks, handlers) left out. */
const asData = (config: Config) => JSON.parse(JSON.stringify(config))

const mediaFields = (config: Config) =>
  config.collections
    ?.find((collection) => collection.slug === 'media')
    ?.fields.map((field) => ('name' in field ? field.name : field.type))

const withoutS3: Env = { ...getEnv(), S3_BUCKET: undefined }
const withS3: Env = {
  ...getEnv(),
  S3_BUCKET: 'site-media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_REGION: 'eu-west-1',
}

describe('the media storage plugin', () => {
  it("without S3 gives the config exactly what Payload's S3 adapter gives it disabled", async () => {
    const ours = await mediaStorage(withoutS3)(baseConfig())
    const adapters = await s3Storage({
      enabled: false,
      alwaysInsertFields: true,
      bucket: '',
      collections: { media: { prefix: '' } },
      config: {},
    })(baseConfig())
    expect(asData(ours)).toEqual(asData(adapters))
    expect(mediaFields(ours)).toEqual(expect.arrayContaining(['alt', 'prefix', '_objectKey', 'url']))
  })

  it('keeps the same fields and import-map entries with S3 on, so one schema and one import map serve both', async () => {
    const off = await mediaStorage(withoutS3)(baseConfig())
    const on = await mediaStorage(withS3)(baseConfig())
    expect(mediaFields(off)).toEqual(mediaFields(on))
    expect(Object.keys(off.admin?.dependencies ?? {})).toEqual(Object.keys(on.admin?.dependencies ?? {}))
  })

  it('loads the AWS SDK only when S3 is configured', () => {
    const loaded = (bucket: string) =>
      packagesLoaded({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
        .awsSdkFiles
    expect(loaded('')).toBe(0)
    expect(loaded('site-media')).toBeGreaterThan(0)
  }, 120_000)
})
