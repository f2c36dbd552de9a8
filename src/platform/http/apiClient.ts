import { preload } from 'react-dom'

/** The spec's me call (§7): the header's session check, on every page. */
export const ME_PATH = '/api/auth/me'

/**
 * Starts one of the client's GET calls (spec §7) with the page instead of after its scripts, for a
 * server component: a preload made as `request` and `getQueryFn` below make the fetch (cookies
 * included), so that fetch is answered from it. A preload does not hold the load event. Call it
 * before the component's first `await`: React can drop a hint that reaches it after it has sent the
 * response's headers.
 */
export function preloadCall(path: string): void {
  preload(path, { as: 'fetch', crossOrigin: 'use-credentials' })
}

/**
 * The client side of spec §7: every call sends cookies; JSON body and content type only when
 * there is a body; the answer comes back parsed. Any non-2xx answer throws an ApiError that
 * carries the status and the body, and whose message is spec §8's "<status>: <body or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The answer's JSON when it had some, else its text (or the status text when it was empty). */
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`)
    this.name = 'ApiError'
  }

  /** The server's readable `{ "error": "..." }` text, if the answer carried one. */
  get serverMessage(): string | undefined {
    const { body } = this
    if (typeof body !== 'object' || body === null) return undefined
    const { error } = body as { error?: unknown }
    return typeof error === 'string' && error.trim() ? error : undefined
  }
}

const parseText = (text: string): unknown => {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The parsed body of a 2xx answer (null when empty); a non-2xx answer throws its ApiError. */
async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text()
  if (response.ok) return parseText(text) as T
  const shown = text || response.statusText
  throw new ApiError(response.status, text ? parseText(text) : shown, shown)
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  })
  return readAnswer<T>(response)
}

export type QueryKey = string | readonly (string | number)[]

export const keyToPath = (key: QueryKey): string => (typeof key === 'string' ? key : key.join('/'))

/** The default data loader: GET the path formed by joining the key's segments with slashes. */
export const getQueryFn =
  <T>({ on401 }: { on401: 'returnNull' | 'throw' }) =>
  async (key: QueryKey): Promise<T | null> => {
    const response = await fetch(keyToPath(key), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    return readAnswer<T>(response)
  }

/**
 * The description of a failure toast (spec §8): the server's error text when the answer carried
 * one, `missing` when it answered JSON without one, and `fallback` when there was no readable
 * answer at all (network failure, HTML error page, empty body).
 */
export function failureMessage(
  error: unknown,
  { missing, fallback }: { missing: string; fallback: string },
): string {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return fallback
  return error.serverMessage ?? missing
}
