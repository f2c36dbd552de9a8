/**
 * A small stand-in for the S3 API (no MinIO can run here), enough for the AWS SDK v3 calls
 * Payload's S3 storage adapter makes: PutObject, GetObject (with a single byte range), HeadObject,
 * DeleteObject and DeleteObjects, plus CreateBucket; GET honours If-None-Match. Path-style URLs only
 * (`http://127.0.0.1:<port>/<bucket>/<key>`, i.e. S3_FORCE_PATH_STYLE=true); objects live in a Map.
 * Signatures are not checked; the access key of every request is recorded instead.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StoredObject = {
  body: Buffer
  contentType: string
  etag: string
  lastModified: Date
}

export type RecordedS3Request = {
  method: string
  bucket: string
  key: string
  /** The access key id named in the Authorization header. */
  accessKeyId?: string
}

export type S3Double = {
  /** e.g. http://127.0.0.1:43210, the value for S3_ENDPOINT */
  url: string
  port: number
  /** Keys stored in a bucket, sorted. */
  keys: (bucket: string) => string[]
  get: (bucket: string, key: string) => StoredObject | undefined
  requests: RecordedS3Request[]
  close: () => Promise<void>
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const xmlUnescape = (text: string) =>
  text.replace(/&(#\d+|\w+);/g, (entity, name: string) =>
    name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
  )

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`

/** Undoes the `aws-chunked` framing the SDK uses for streamed bodies: `<hex size>[;ext]\r\n<data>\r\n`... */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  const streaming =
    String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-') ||
    String(req.headers['content-encoding'] ?? '').includes('aws-chunked')
  return streaming ? decodeAwsChunked(raw) : raw
}

function sendError(res: http.ServerResponse, status: number, code: string, message: string, head: boolean) {
  res.writeHead(status, { 'Content-Type': 'application/xml' })
  res.end(
    head ? undefined : xml(`<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`),
  )
}

/** Parses `bytes=a-b`, `bytes=a-` and `bytes=-n`; null when absent or unusable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '')
  if (!match || (!match[1] && !match[2])) return null
  let start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
  let end = match[1] && match[2] ? Number(match[2]) : size - 1
  end = Math.min(end, size - 1)
  if (start > end) start = end + 1
  return { start, end }
}

export async function startS3Double(port = 0): Promise<S3Double> {
  const buckets = new Map<string, Map<string, StoredObject>>()
  const requests: RecordedS3Request[] = []
  const bucketOf = (name: string) => {
    let bucket = buckets.get(name)
    if (!bucket) buckets.set(name, (bucket = new Map()))
    return bucket
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local')
    const [bucketName = '', ...keyParts] = url.pathname.slice(1).split('/')
    const key = keyParts.map(decodeURIComponent).join('/')
    const method = req.method ?? 'GET'
    const head = method === 'HEAD'
    const accessKeyId = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1]
    requests.push({ method, bucket: bucketName, key, accessKeyId })

    try {
      if (!bucketName) return sendError(res, 400, 'InvalidRequest', 'Path-style bucket required', head)
      const bucket = bucketOf(bucketName)

      if (method === 'POST' && url.searchParams.has('delete')) {
        const body = (await readBody(req)).toString('utf8')
        const deleted = [...body.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) => xmlUnescape(match[1]))
        for (const name of deleted) bucket.delete(name)
        res.writeHead(200, { 'Content-Type': 'application/xml' })
        return res.end(
          xml(
            `<DeleteResult>${deleted.map((name) => `<Deleted><Key>${xmlEscape(name)}</Key></Deleted>`).join('')}</DeleteResult>`,
          ),
        )
      }

      if (!key) {
        if (method === 'PUT') {
          await readBody(req)
          res.writeHead(200, { Location: `/${bucketName}` })
          return res.end()
        }
        return sendError(res, 501, 'NotImplemented', `${method} on a bucket is not implemented`, head)
      }

      if (method === 'PUT') {
        if (url.searchParams.has('uploadId') || req.headers['x-amz-copy-source']) {
          return sendError(res, 501, 'NotImplemented', 'Multipart upload and copy are not implemented', false)
        }
        const body = await readBody(req)
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        bucket.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          etag,
          lastModified: new Date(),
        })
        res.writeHead(200, { ETag: etag })
        return res.end()
      }

      if (method === 'GET' || head) {
        const object = bucket.get(key)
        if (!object) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head)
        if (req.headers['if-none-match'] === object.etag) {
          res.writeHead(304, { ETag: object.etag })
          return res.end()
        }
        const size = object.body.length
        const range = parseRange(req.headers.range, size)
        if (range && range.start >= size) {
          res.writeHead(416, { 'Content-Range': `bytes */${size}` })
          return res.end()
        }
        const body = range ? object.body.subarray(range.start, range.end + 1) : object.body
        res.writeHead(range ? 206 : 200, {
          'Content-Type': object.contentType,
          'Content-Length': String(body.length),
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
          'Accept-Ranges': 'bytes',
          ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${size}` } : {}),
        })
        return res.end(head ? undefined : body)
      }

      if (method === 'DELETE') {
        bucket.delete(key)
        res.writeHead(204)
        return res.end()
      }

      return sendError(res, 405, 'MethodNotAllowed', `${method} is not allowed`, head)
    } catch (error) {
      return sendError(res, 500, 'InternalError', String(error), head)
    }
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    keys: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
    get: (bucket, key) => buckets.get(bucket)?.get(key),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
