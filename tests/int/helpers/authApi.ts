import type { Payload, SanitizedConfig } from 'payload'

import { startTestPayload, type TestPayload } from './payload'

export const SITE = 'http://localhost:3000'

export type ApiClient = {
  ctx: TestPayload
  payload: Payload
  /** Sends a request through Payload's REST router, the path /api/* takes in the running app. */
  call: (method: string, path: string, options?: CallOptions) => Promise<Response>
  /** Logs in through POST /api/auth/login and returns the session cookie ("payload-token=..."). */
  login: (email: string, password: string) => Promise<string>
  createMember: (
    email: string,
    password: string,
    extra?: { requirePasswordChange?: boolean; admin?: boolean },
  ) => Promise<number>
}

export type CallOptions = {
  body?: unknown
  rawBody?: string
  cookie?: string
  headers?: Record<string, string>
}

/** The `name=value` part of a Set-Cookie header. */
export const cookieFrom = (response: Response): string =>
  (response.headers.get('set-cookie') ?? '').split(';')[0]

export async function startApi(extraEnv: Record<string, string> = {}): Promise<ApiClient> {
  const ctx = await startTestPayload({ RATE_LIMIT_FACTOR: '1000', NEXT_PUBLIC_SERVER_URL: SITE, ...extraEnv })
  const config: SanitizedConfig = await (await import('@payload-config')).default
  const { handleEndpoints } = await import('payload')

  const call: ApiClient['call'] = (method, path, { body, rawBody, cookie, headers = {} } = {}) => {
    const hasBody = body !== undefined || rawBody !== undefined
    const request = new Request(`${SITE}/api${path}`, {
      method,
      headers: {
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    })
    return handleEndpoints({ config, request })
  }

  const login: ApiClient['login'] = async (email, password) => {
    const response = await call('POST', '/auth/login', { body: { email, password } })
    if (response.status !== 200)
      throw new Error(`login ${email}: ${response.status} ${await response.text()}`)
    return cookieFrom(response)
  }

  const createMember: ApiClient['createMember'] = async (email, password, extra = {}) => {
    const user = await ctx.payload.create({
      collection: 'users',
      data: {
        email,
        password,
        roles: extra.admin ? ['admin'] : ['member'],
        requirePasswordChange: extra.requirePasswordChange ?? false,
      },
    })
    return user.id
  }

  return { ctx, payload: ctx.payload, call, login, createMember }
}

/** What GET /api/auth/me says of a session: its user's e-mail, or null when it is logged out (a 200 `{ user: null }`). */
export async function meEmail(api: ApiClient, options: CallOptions = {}): Promise<string | null> {
  const response = await api.call('GET', '/auth/me', options)
  expect(response.status).toBe(200)
  const { user } = (await response.json()) as { user: { email: string } | null }
  return user?.email ?? null
}

/** Asserts the 429 answer of a spec endpoint: a Retry-After within the minute window, named in the error. */
export async function expectTooManyRequests(response: Response): Promise<void> {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(await response.json()).toEqual({
    error: `Too many requests. Please try again in ${retryAfter} seconds.`,
  })
}
