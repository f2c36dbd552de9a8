import fs from 'node:fs'

import type { CollectionBeforeChangeHook } from 'payload'

import type { Media } from '../../payload-types'
import { objectKey } from './objectKeys'
import { getS3 } from './s3Client'
import type { S3Settings } from './s3Settings'

type Put = { filename: string; body: Buffer | fs.ReadStream; length: number; contentType: string }

/**
 * Puts a new upload into the bucket before the document is saved, so a failed upload fails the
 * save instead of leaving a document without its file. Payload has already converted the original
 * (`req.file`) and rendered each size (`req.payloadUploadSizes`) in memory.
 */
export const uploadToS3 =
  (settings: S3Settings): CollectionBeforeChangeHook<Media> =>
  async ({ data, req }) => {
    const file = req.file
    if (!file || !data.filename) return data

    const original: Put =
      file.data.length === 0 && file.tempFilePath
        ? {
            filename: data.filename,
            body: fs.createReadStream(file.tempFilePath),
            length: fs.statSync(file.tempFilePath).size,
            contentType: data.mimeType ?? file.mimetype,
          }
        : {
            filename: data.filename,
            body: file.data,
            length: file.data.length,
            contentType: data.mimeType ?? file.mimetype,
          }
    const sizes = (data.sizes ?? {}) as Record<string, { filename?: string | null; mimeType?: string | null }>
    const resized: Put[] = Object.entries(req.payloadUploadSizes ?? {}).flatMap(([name, buffer]) => {
      const size = sizes[name]
      return size?.filename
        ? [
            {
              filename: size.filename,
              body: buffer,
              length: buffer.length,
              contentType: size.mimeType ?? original.contentType,
            },
          ]
        : []
    })

    const { client, sdk } = await getS3(settings)
    await Promise.all(
      [original, ...resized].map((put) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(settings.prefix, put.filename),
            Body: put.body,
            ContentLength: put.length,
            ContentType: put.contentType,
          }),
        ),
      ),
    )
    return data
  }
