import { parseEnv } from '@/platform/env'
import { s3SettingsFromEnv } from '@/platform/s3Settings'

const S3 = {
  S3_BUCKET: 'site-media',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
}

describe('S3 media settings', () => {
  it('keeps media in the local folder when S3_BUCKET is unset', () => {
    const env = parseEnv({ S3_ACCESS_KEY_ID: 'ignored' })
    expect(env.S3_BUCKET).toBeUndefined()
    expect(s3SettingsFromEnv(env)).toBeNull()
    expect(s3SettingsFromEnv(parseEnv({ S3_BUCKET: '' }))).toBeNull()
  })

  it('names the missing credential when S3_BUCKET is set without it', () => {
    expect(() => parseEnv({ S3_BUCKET: 'site-media', S3_SECRET_ACCESS_KEY: 'x' })).toThrow(
      'Invalid environment: S3_ACCESS_KEY_ID is required when S3_BUCKET is set',
    )
    expect(() => parseEnv({ S3_BUCKET: 'site-media', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      'Invalid environment: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    )
    expect(() => parseEnv({ S3_BUCKET: 'site-media' })).toThrow(
      'S3_ACCESS_KEY_ID is required when S3_BUCKET is set; S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    )
  })

  it('reports a missing credential together with the other invalid settings', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      'PAYLOAD_SECRET is required in production; S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set',
    )
  })

  it('refuses an S3_ENDPOINT that is not a URL', () => {
    expect(() => parseEnv({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT')
  })

  it('defaults to us-east-1 and virtual-hosted URLs on AWS', () => {
    expect(s3SettingsFromEnv(parseEnv(S3))).toEqual({
      bucket: 'site-media',
      prefix: '',
      client: {
        region: 'us-east-1',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      },
    })
  })

  it('takes an endpoint, path-style URLs, a region and a prefix for MinIO or R2', () => {
    const settings = s3SettingsFromEnv(
      parseEnv({
        ...S3,
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/site/media/',
      }),
    )
    expect(settings).toMatchObject({
      prefix: 'site/media',
      client: { region: 'auto', endpoint: 'http://minio:9000', forcePathStyle: true },
    })
  })
})
