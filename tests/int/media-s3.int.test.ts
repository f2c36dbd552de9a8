import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '@/payload-types'

import { startS3Double, type S3Double } from '../helpers/s3Double'
import { startApi, type ApiClient } from './helpers/authApi'

const BUCKET = 'site-media'
const PREFIX = 'uploads'
const ACCESS_KEY_ID = 'test-access-key'
const LOCAL_MEDIA_DIR = path.resolve('media')

let s3: S3Double
let api: ApiClient
let payload: Payload

/** A 2000x1500 PNG: larger than every configured size, so thumbnail, card and full are all generated. */
const makePng = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer()

const uploadImage = async (name: string): Promise<Media> => {
  const data = await makePng()
  return payload.create({
    collection: 'media',
    data: { alt: 'A blue rectangle' },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
}

const storedFilenames = (doc: Media) =>
  [doc.filename, doc.sizes?.thumbnail?.filename, doc.sizes?.card?.filename, doc.sizes?.full?.filename].filter(
    (name): name is string => Boolean(name),
  )

beforeAll(async () => {
  s3 = await startS3Double()
  api = await startApi({
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-west-1',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: PREFIX,
  })
  payload = api.payload
})

afterAll(async () => {
  await api?.ctx.cleanup()
  await s3?.close()
})

describe('media on S3 (S3_BUCKET set)', () => {
  it('puts the original and the thumbnail, card and full webp sizes into the bucket under S3_PREFIX', async () => {
    const doc = await uploadImage('s3-upload-check.png')

    expect(doc.filename).toBe('s3-upload-check.webp')
    expect(doc.sizes?.thumbnail?.filename).toBe('s3-upload-check-400x300.webp')
    expect(doc.sizes?.card?.filename).toMatch(/^s3-upload-check-768x\d+\.webp$/)
    expect(doc.sizes?.full?.filename).toMatch(/^s3-upload-check-1600x\d+\.webp$/)
    expect(s3.keys(BUCKET)).toEqual(
      storedFilenames(doc)
        .map((name) => `${PREFIX}/${name}`)
        .sort(),
    )

    const thumbnail = s3.get(BUCKET, `${PREFIX}/${doc.sizes!.thumbnail!.filename}`)!
    expect(thumbnail.contentType).toBe('image/webp')
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 })
    expect(s3.requests.filter((r) => r.method === 'PUT').every((r) => r.accessKeyId === ACCESS_KEY_ID)).toBe(
      true,
    )
    // Payload's adapter names the prefix in the URL, so the file is found whatever S3_PREFIX says later.
    expect(doc.url).toMatch(/\/api\/media\/file\/s3-upload-check\.webp\?prefix=uploads$/)
  })

  it('keeps an original at most 3200 pixels on its longer side, its shape unchanged', async () => {
    const data = await sharp({ create: { width: 6400, height: 1600, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A wide rectangle' },
      file: { data, mimetype: 'image/png', name: 'wide-original.png', size: data.length },
    })
    expect([doc.width, doc.height]).toEqual([3200, 800])
    const original = s3.get(BUCKET, `${PREFIX}/${doc.filename}`)!
    expect(await sharp(original.body).metadata()).toMatchObject({ format: 'webp', width: 3200, height: 800 })
    // A smaller one is kept at its own size
    const small = await uploadImage('small-original.png')
    expect([small.width, small.height]).toEqual([2000, 1500])
  })

  it('writes nothing into the local media folder', async () => {
    const doc = await uploadImage('s3-local-check.png')
    for (const name of storedFilenames(doc)) {
      expect(fs.existsSync(path.join(LOCAL_MEDIA_DIR, name))).toBe(false)
    }
  })

  it('serves /api/media/file/<name> from the bucket with its type, ETag and Cache-Control', async () => {
    const doc = await uploadImage('s3-serve-check.png')
    const stored = s3.get(BUCKET, `${PREFIX}/${doc.sizes!.card!.filename}`)!

    const response = await api.call('GET', `/media/file/${doc.sizes!.card!.filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('etag')).toBe(stored.etag)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(Buffer.from(await response.arrayBuffer()).equals(stored.body)).toBe(true)

    const revalidated = await api.call('GET', `/media/file/${doc.sizes!.card!.filename}`, {
      headers: { 'If-None-Match': stored.etag },
    })
    expect(revalidated.status).toBe(304)

    const firstBytes = await api.call('GET', `/media/file/${doc.sizes!.card!.filename}`, {
      headers: { Range: 'bytes=0-9' },
    })
    expect(firstBytes.status).toBe(206)
    expect(firstBytes.headers.get('content-range')).toBe(`bytes 0-9/${stored.body.length}`)
    expect(Buffer.from(await firstBytes.arrayBuffer()).equals(stored.body.subarray(0, 10))).toBe(true)
  })

  it('replaces the objects in the bucket when a document gets a new file', async () => {
    const doc = await uploadImage('s3-replace-before.png')
    const before = storedFilenames(doc).map((name) => `${PREFIX}/${name}`)
    const data = await makePng()

    const updated = await payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data, mimetype: 'image/png', name: 's3-replace-after.png', size: data.length },
    })

    const after = storedFilenames(updated).map((name) => `${PREFIX}/${name}`)
    expect(after).toHaveLength(4)
    expect(after.every((key) => s3.get(BUCKET, key))).toBe(true)
    expect(before.filter((key) => s3.get(BUCKET, key))).toEqual([])
  })

  it('answers 404 when the document exists but its object is missing from the bucket', async () => {
    const doc = await uploadImage('s3-missing-check.png')
    await fetch(`${s3.url}/${BUCKET}/${PREFIX}/${doc.filename}`, { method: 'DELETE' })

    const response = await api.call('GET', `/media/file/${doc.filename}`)
    expect(response.status).toBe(404)
  })

  it('removes the original and every size from the bucket when the document is deleted', async () => {
    const doc = await uploadImage('s3-delete-check.png')
    const keys = storedFilenames(doc).map((name) => `${PREFIX}/${name}`)
    expect(keys).toHaveLength(4)
    expect(keys.every((key) => s3.get(BUCKET, key))).toBe(true)

    await payload.delete({ collection: 'media', id: doc.id })

    expect(keys.filter((key) => s3.get(BUCKET, key))).toEqual([])
  })
})
