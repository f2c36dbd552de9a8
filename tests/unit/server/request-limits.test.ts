/** @jest-environment node */
/**
 * The server's edge against slow and huge requests (issue 31, items 1, 2, 12, 13), each written
 * as the attack on a real socket: the request handler in front of an app that reads bodies the
 * way Next's route handlers do (the request as a web Request's body stream).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createRequestHandler } from '@/server/requestHandler'
import { bodyLimit, BODY_LIMITS, serverTimeoutOptions } from '@/server/requestLimits'
import { errorCacheControl } from '@/server/errorCaching'
import { Slots } from '@/server/slots'

import { rawConnection } from '../../helpers/rawConnection'

const BODY_IDLE_MS = 300

/** Bytes of request bodies the app has read, all requests together. */
let bytesRead = 0
const entered: string[] = []

async function app(request: IncomingMessage, response: ServerResponse) {
  entered.push(`${request.method} ${request.url}`)
  if (request.url === '/not-found-page') {
    response.setHeader('Cache-Control', 's-maxage=31536000')
    response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>')
    return
  }
  if (request.url === '/error-page') {
    response.writeHead(500, ['Cache-Control', 'public, max-age=31536000']).end('oops')
    return
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const text = await new Request(`http://app${request.url}`, {
    method: request.method,
    body: hasBody ? (request as unknown as ReadableStream) : null,
    duplex: 'half',
  } as RequestInit).text()
  bytesRead += text.length
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ length: text.length }))
}

/** The request handler in front of `app`, on a port of its own, with one work slot. */
async function startServer(options: { bodyIdleMs: number; trustProxy?: boolean }) {
  const started = createServer(serverTimeoutOptions())
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  const startedPort = (started.address() as AddressInfo).port
  started.on(
    'request',
    createRequestHandler(app, {
      production: true,
      https: false,
      pageCacheSeconds: 0,
      requestConcurrency: 1,
      port: startedPort,
      buildCodeFiles: new Set(),
      ...options,
    }),
  )
  return { server: started, port: startedPort }
}

let server: Server
let port: number
const url = (path: string) => `http://127.0.0.1:${port}${path}`

beforeAll(async () => {
  ;({ server, port } = await startServer({ bodyIdleMs: BODY_IDLE_MS }))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  bytesRead = 0
  entered.length = 0
})

const rawRequest = (head: string) => rawConnection(port, head)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('slow clients hold nothing', () => {
  it('serves the API at once while four connections dribble their bodies (one work slot)', async () => {
    const slow = Array.from({ length: 4 }, () =>
      rawRequest(
        `POST /api/seminars HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":`,
      ),
    )
    await sleep(50)
    const started = Date.now()
    const answer = await fetch(url('/api/auth/me'))
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(BODY_IDLE_MS)
    expect(entered).toEqual(['GET /api/auth/me'])
    for (const { socket } of slow) socket.destroy()
  })

  it('answers 408 to a body that stops arriving, and closes the connection', async () => {
    const slow = rawRequest(
      `POST /api/email-signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"email":`,
    )
    await slow.closed
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /)
    expect(slow.answer()).toContain('{"error":"The request body stopped arriving; send it again"}')
    expect(entered).toEqual([])
  })

  it('gives a waiting slot to another address before the next request of a busy one', async () => {
    const slots = new Slots(1)
    const order: string[] = []
    expect(slots.tryAcquire()).toBe(true)
    const waits = [
      ...['a1', 'a2', 'a3'].map((name) => slots.acquire({ key: 'attacker' }).then(() => order.push(name))),
      slots.acquire({ key: 'visitor' }).then(() => order.push('v1')),
    ]
    for (let i = 0; i < 4; i += 1) {
      slots.release()
      await sleep(1)
    }
    await Promise.all(waits)
    expect(order).toEqual(['a1', 'v1', 'a2', 'a3'])
  })

  it('sets explicit header and request timeouts, checked every second', () => {
    expect(serverTimeoutOptions()).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 60_000,
      connectionsCheckingInterval: 1_000,
    })
  })
})

describe('uploads held open by one attacker', () => {
  let proxied: Server
  let proxiedPort: number
  beforeAll(async () => {
    // Each request's address from X-Forwarded-For, as behind nginx
    ;({ server: proxied, port: proxiedPort } = await startServer({ bodyIdleMs: 5_000, trustProxy: true }))
  })
  afterAll(() => new Promise<void>((resolve) => proxied.close(() => resolve())))

  /** A 20 MB upload with a session cookie nobody checked, which sends its first bytes and stalls. */
  const stalledUpload = (address: string) =>
    rawConnection(
      proxiedPort,
      `POST /api/media HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${address}\r\nCookie: payload-token=x\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${BODY_LIMITS.mediaUpload}\r\n\r\n--b`,
    )
  const login = (address: string) =>
    fetch(`http://127.0.0.1:${proxiedPort}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: 'member@example.com', password: 'a password' }),
    })

  it("reserve at most two uploads' bytes per address and leave everyone's small requests going", async () => {
    const uploads = ['10.0.0.1', '10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.2', '10.0.0.3'].map(
      stalledUpload,
    )
    await sleep(200)
    // The third of one address waits for its own two; the fifth upload for the server's budget
    expect(uploads.map((upload) => upload.statusLine())).toEqual([
      '',
      '',
      'HTTP/1.1 429 Too Many Requests',
      '',
      '',
      'HTTP/1.1 429 Too Many Requests',
    ])
    expect(uploads[2].answer()).toContain(
      '{"error":"Too many requests are being sent from your address at once"}',
    )
    expect(uploads[5].answer()).toContain(
      '{"error":"The server is receiving too many large requests at once; send it again in a few seconds"}',
    )
    // Other people's logins still go through, and those of an address sending two uploads
    expect((await login('10.0.0.9')).status).toBe(200)
    expect((await login('10.0.0.2')).status).toBe(200)
    for (const { socket } of uploads) socket.destroy()
  })
})

describe('every body has a limit, checked before it is read', () => {
  it('refuses a declared 150 MB body with 413 before reading a byte of it', async () => {
    const huge = rawRequest(
      `POST /api/seminars HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${150 * 1024 * 1024}\r\n\r\n`,
    )
    huge.socket.write('x'.repeat(1024))
    await huge.closed
    expect(huge.answer()).toMatch(/^HTTP\/1\.1 413 /)
    expect(huge.answer()).toContain('{"error":"Request body must be at most 64 KB"}')
    expect(entered).toEqual([])
  })

  it('counts a chunked body as it streams and stops at the limit', async () => {
    let sent = 0
    async function* chunks() {
      for (let i = 0; i < 1000; i += 1) {
        sent += 16 * 1024
        yield new Uint8Array(16 * 1024)
      }
    }
    const response = await fetch(url('/api/users/login'), {
      method: 'POST',
      body: chunks() as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit).catch(() => null)
    if (response) {
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ error: 'Request body must be at most 64 KB' })
    }
    expect(sent).toBeLessThan(16 * 1024 * 1024)
    expect(entered).toEqual([])
  })

  it('refuses a body longer than its limit through the method override and GraphQL alike', async () => {
    const padding = 'x'.repeat(65 * 1024)
    const override = await fetch(url('/api/seminars'), {
      method: 'POST',
      headers: {
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `where[title][equals]=${padding}`,
    })
    expect(override.status).toBe(413)
    const graphql = await fetch(url('/api/graphql'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, padding }),
    })
    expect(graphql.status).toBe(413)
    expect(await graphql.json()).toEqual({ errors: [{ message: 'Request body must be at most 64 KB' }] })
    expect(bytesRead).toBe(0)
  })

  it('refuses a body where none is expected (a GET)', async () => {
    const get = rawRequest(`GET /api/seminars HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello`)
    await get.closed
    expect(get.answer()).toMatch(/^HTTP\/1\.1 413 /)
    expect(get.answer()).toContain('{"error":"This request takes no body"}')
    expect(entered).toEqual([])
  })

  it('hands the app a body within its limit, byte for byte', async () => {
    const body = JSON.stringify({ text: 'é'.repeat(20_000) })
    const response = await fetch(url('/api/email-signup'), { method: 'POST', body })
    expect(await response.json()).toEqual({ length: body.length })
  })

  it('gives each kind of request its documented limit', () => {
    const session = { cookie: 'payload-token=abc' }
    const upload = { ...session, 'content-type': 'multipart/form-data; boundary=x' }
    expect(bodyLimit('POST', '/api/seminars', {})).toBe(64 * 1024)
    expect(bodyLimit('POST', '/api/auth/bulk-import', session)).toBe(4 * 1024 * 1024)
    expect(bodyLimit('POST', '/api/auth/bulk-import', {})).toBe(64 * 1024)
    expect(bodyLimit('POST', '/api/stripe/webhook', {})).toBe(BODY_LIMITS.stripeWebhook)
    expect(bodyLimit('POST', '/api/media', upload)).toBe(BODY_LIMITS.mediaUpload)
    expect(bodyLimit('PATCH', '/api/media/12', upload)).toBe(BODY_LIMITS.mediaUpload)
    // A JSON body to the media routes is a document, not a file
    expect(bodyLimit('POST', '/api/media', { ...session, 'content-type': 'application/json' })).toBe(
      BODY_LIMITS.signedInContent,
    )
    expect(bodyLimit('PATCH', '/api/media/12', session)).toBe(BODY_LIMITS.signedInContent)
    expect(bodyLimit('POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(
      64 * 1024,
    )
    expect(bodyLimit('PATCH', '/api/programs/12', session)).toBe(BODY_LIMITS.signedInContent)
    expect(bodyLimit('POST', '/api/media', {})).toBe(64 * 1024)
    expect(bodyLimit('GET', '/api/seminars', session)).toBe(0)
    expect(bodyLimit('DELETE', '/api/media/12', session)).toBe(0)
  })
})

describe('error answers are not kept for long', () => {
  it("caps a not-found page's shared caching at a minute and stores no other error", async () => {
    const notFound = await fetch(url('/not-found-page'))
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    const failed = await fetch(url('/error-page'))
    expect(failed.status).toBe(500)
    expect(failed.headers.get('cache-control')).toBe('no-store')
    expect(errorCacheControl(404, '/_not-found', 'public, s-maxage=31536000')).toBe(
      'public, max-age=0, s-maxage=60',
    )
    expect(errorCacheControl(404, '/api/seminars/9', undefined)).toBe('no-store')
  })
})

describe('the page cache cannot be flushed', () => {
  it('redirects `.` and `..` segments (also %2e) and other spellings of a path to its one form', async () => {
    for (const [sent, location] of [
      ['/x1/../about', '/about'],
      ['/x2/%2E%2e/about?utm=1', '/about?utm=1'],
      ['/./programs', '/programs'],
      ['/abou%74', '/about'],
      ['/x\\..\\about', '/about'],
    ]) {
      const raw = rawRequest(`GET ${sent} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      await raw.closed
      expect([sent, raw.answer().split('\r\n')[0]]).toEqual([sent, 'HTTP/1.1 308 Permanent Redirect'])
      expect(raw.answer()).toContain(`\r\nLocation: ${location}\r\n`)
    }
    expect(entered).toEqual([])
  })

  it('keys a page on the path it is rendered from, and holds at most its bytes', async () => {
    const { PageCache, renderedPath } = await import('@/server/pageCache/pageCache')
    expect(renderedPath('/about')).toBe('/about')
    expect(renderedPath('/caf%C3%A9')).toBe('/caf%C3%A9')
    expect(renderedPath('/x{y}')).toBe(renderedPath('/x%7By%7D'))
    const cache = new PageCache(60_000, 200, 10_000)
    const page = (bytes: number) => ({
      status: 200 as const,
      bodies: { identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
      etag: '"e"',
      contentSecurityPolicy: '',
      headers: {},
      generation: 0,
      storedAt: Date.now(),
    })
    cache.set('/about', page(4_000))
    for (let i = 0; i < 3; i += 1) cache.set(`/p${i}`, page(4_000))
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBe(8_000)
    expect(cache.get('/about')).toBeNull()
    cache.set('/too-big', page(20_000))
    expect(cache.get('/too-big')).toBeNull()
  })
})
