/**
 * Issue 31's attacks on the HTTP edge, against Payload itself: the site's request handler
 * (src/server/requestHandler.ts) on a real socket in front of Payload's REST router, with the
 * request handed over as Next hands it (the Node request as the web Request's body stream).
 * Each test passes only when the attack fails.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { SanitizedConfig } from 'payload'

import { rawConnection } from '../helpers/rawConnection'

import { SITE, startApi, type ApiClient } from './helpers/authApi'

let api: ApiClient
let server: Server
let port: number
let adminCookie: string

/** Next's part: the Node request becomes a web Request for Payload's router, its answer goes back. */
function payloadApp(config: SanitizedConfig, handleEndpoints: typeof import('payload').handleEndpoints) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const bodied = request.method !== 'GET' && request.method !== 'HEAD'
    const answer = await handleEndpoints({
      config,
      request: new Request(`${SITE}${request.url}`, {
        method: request.method,
        headers,
        body: bodied ? (request as unknown as ReadableStream) : null,
        duplex: 'half',
      } as RequestInit),
    })
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    response.end(Buffer.from(await answer.arrayBuffer()))
  }
}

beforeAll(async () => {
  api = await startApi({ RATE_LIMIT_FACTOR: '1000' })
  const config: SanitizedConfig = await (await import('@payload-config')).default
  const { handleEndpoints } = await import('payload')
  const { createRequestHandler } = await import('@/server/requestHandler')
  const { serverTimeoutOptions } = await import('@/server/requestLimits')
  await api.createMember('edge-owner@example.com', 'edge-owner-password-71', { admin: true })
  adminCookie = await api.login('edge-owner@example.com', 'edge-owner-password-71')
  server = createServer(serverTimeoutOptions())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  server.on(
    'request',
    createRequestHandler(payloadApp(config, handleEndpoints), {
      production: true,
      https: false,
      pageCacheSeconds: 0,
      requestConcurrency: 4,
      port,
      buildCodeFiles: new Set(),
    }),
  )
})

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await api?.ctx.cleanup()
})

const url = (path: string) => `http://127.0.0.1:${port}${path}`
const seminarCount = async () => (await api.payload.count({ collection: 'seminars' })).totalDocs

const rawRequest = (head: string) => rawConnection(port, head)

describe('four slow connections do not freeze the site', () => {
  it("answers GET /api/auth/me at once while four bodies dribble into POST /api/seminars (all four slots' worth)", async () => {
    const slow = Array.from({ length: 4 }, () =>
      rawRequest(
        'POST /api/seminars HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100000\r\n\r\n{"title":"',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = Date.now()
    const me = await fetch(url('/api/auth/me'))
    expect(me.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2_000)
    for (const { socket } of slow) socket.destroy()
  })
})

describe('a huge body is refused before Payload reads it', () => {
  it('answers an anonymous 150 MB POST /api/seminars 413 without reading it, and stores nothing', async () => {
    const before = await seminarCount()
    const rssBefore = process.memoryUsage().rss
    const huge = rawRequest(
      'POST /api/seminars HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${150 * 1024 * 1024}\r\n\r\n{"title":"`,
    )
    huge.socket.write('x'.repeat(256 * 1024))
    await huge.closed
    expect(huge.statusLine()).toBe('HTTP/1.1 413 Payload Too Large')
    expect(huge.answer()).toContain('{"error":"Request body must be at most 64 KB"}')
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024)
    expect(await seminarCount()).toBe(before)
  })

  it('refuses 100 KB through the method override and a chunked 1 MB login, and passes 60 KB on to Payload', async () => {
    const override = await fetch(url('/api/users'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
      body: `where[email][equals]=${'a'.repeat(100 * 1024)}`,
    })
    expect(override.status).toBe(413)
    expect(await override.json()).toEqual({ error: 'Request body must be at most 64 KB' })

    async function* pieces() {
      for (let i = 0; i < 64; i += 1) yield new TextEncoder().encode('a'.repeat(16 * 1024))
    }
    const login = await fetch(url('/api/users/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: pieces() as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit).catch(() => null)
    if (login) expect(login.status).toBe(413)

    // Within the limit, Payload reads the body and its access rule answers: anonymous writes are refused.
    const before = await seminarCount()
    const fits = await fetch(url('/api/seminars'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(60 * 1024) }),
    })
    expect(fits.status).toBe(403)
    expect(await seminarCount()).toBe(before)
  })

  it("lets an admin's larger document through (1 MB for signed-in writes) and refuses one over it", async () => {
    const search = await fetch(url('/api/users'), {
      method: 'POST',
      headers: {
        Cookie: adminCookie,
        Origin: SITE,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
      body: `where[email][equals]=edge-owner@example.com&padding=${'a'.repeat(200 * 1024)}`,
    })
    expect(search.status).toBe(200)
    expect((await search.json()).totalDocs).toBe(1)
    const tooBig = await fetch(url('/api/users'), {
      method: 'POST',
      headers: { Cookie: adminCookie, Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'a'.repeat(1100 * 1024) }),
    })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ error: 'Request body must be at most 1 MB' })
  })
})
