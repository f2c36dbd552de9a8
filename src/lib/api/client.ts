/**
 * The client side of spec §7: every call sends cookies; JSON body and content type
 * only when there is a body; any non-2xx answer becomes an error "<status>: <body or status text>".
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new HttpError(response.status, `${response.status}: ${text}`)
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  })
  await throwIfNotOk(response)
  return response
}

export type QueryKey = string | readonly (string | number)[]

export const keyToPath = (key: QueryKey): string => (typeof key === 'string' ? key : key.join('/'))

/** The default data loader: GET the path formed by joining the key's segments with slashes. */
export const getQueryFn =
  <T>({ on401 }: { on401: 'returnNull' | 'throw' }) =>
  async (key: QueryKey): Promise<T | null> => {
    const response = await fetch(keyToPath(key), { credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }

/**
 * Reads the readable message out of an error thrown by apiRequest: the server's
 * `{ "error": "..." }` text when there is one, otherwise undefined.
 */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const body = error.message.replace(/^\d{3}: /, '')
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown }
    if (typeof parsed.error === 'string') return parsed.error
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // not JSON: no readable server message
  }
  return undefined
}
