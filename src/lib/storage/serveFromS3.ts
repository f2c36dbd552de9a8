import type { PayloadRequest, UploadConfig } from 'payload'

import { isPlainFilename, objectKey } from './objectKeys'
import { getS3 } from './s3Client'
import type { S3Settings } from './s3Settings'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** Browsers may reuse a file for an hour, then revalidate it with its ETag. */
export const S3_MEDIA_CACHE_CONTROL = 'public, max-age=3600'

/** XML-based files (SVG) could run script when opened directly: serve them sandboxed, as Payload does. */
const XML_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"
const isXmlType = (type: string) => /(^|[/+])xml\b/.test(type)

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

const statusOf = (err: unknown): number | undefined => {
  const error = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  if (error?.name === 'NoSuchKey' || error?.name === 'NotFound') return 404
  return error?.$metadata?.httpStatusCode
}

function responseHeaders(object: {
  ContentType?: string
  ContentLength?: number
  ContentRange?: string
  ETag?: string
  LastModified?: Date
}): Headers {
  const headers = new Headers({ 'Cache-Control': S3_MEDIA_CACHE_CONTROL, 'Accept-Ranges': 'bytes' })
  const type = object.ContentType || 'application/octet-stream'
  headers.set('Content-Type', type)
  if (isXmlType(type)) headers.set('Content-Security-Policy', XML_FILE_POLICY)
  if (object.ContentLength !== undefined) headers.set('Content-Length', String(object.ContentLength))
  if (object.ContentRange) headers.set('Content-Range', object.ContentRange)
  if (object.ETag) headers.set('ETag', object.ETag)
  if (object.LastModified) headers.set('Last-Modified', object.LastModified.toUTCString())
  return headers
}

/**
 * Serves `/api/media/file/<filename>` from the bucket. Payload has already checked read access
 * on the owning document. The object is streamed, never buffered; `Range` and `If-None-Match`
 * are passed to S3, which answers 206 and 304 itself.
 */
export const serveFromS3 =
  (settings: S3Settings): UploadHandler =>
  async (req: PayloadRequest, { params: { filename } }) => {
    if (!isPlainFilename(filename)) return notFound()
    try {
      const { client, sdk } = await getS3(settings)
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(settings.prefix, filename),
          Range: req.headers.get('range') ?? undefined,
          IfNoneMatch: req.headers.get('if-none-match') ?? undefined,
        }),
      )
      if (!object.Body) return notFound()
      return new Response(object.Body.transformToWebStream(), {
        status: object.ContentRange ? 206 : 200,
        headers: responseHeaders(object),
      })
    } catch (err) {
      const status = statusOf(err)
      if (status === 404) return notFound()
      if (status === 304) {
        const etag = req.headers.get('if-none-match') ?? ''
        return new Response(null, {
          status: 304,
          headers: { ETag: etag, 'Cache-Control': S3_MEDIA_CACHE_CONTROL },
        })
      }
      if (status === 416) return new Response(null, { status: 416 })
      req.payload.logger.error({ err, filename }, 'S3: reading a media object failed')
      return Response.json({ errors: [{ message: 'Media storage is unavailable' }] }, { status: 503 })
    }
  }
