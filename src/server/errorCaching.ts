import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isPagePath } from './paths'

/** How long a shared cache may keep a page's not-found answer. */
export const NOT_FOUND_SHARED_SECONDS = 60
export const NOT_FOUND_CACHE_CONTROL = `public, max-age=0, s-maxage=${NOT_FOUND_SHARED_SECONDS}`

/**
 * The Cache-Control an error answer leaves with, given the one it was given: a page's 404 or 410
 * may be kept by a shared cache for a minute (unless it said no-store or private), any other error
 * is never stored. Next marks its prerendered not-found page for a year; a CDN must not keep that.
 */
export function errorCacheControl(status: number, pathname: string, given: string | undefined): string {
  if (given && /\b(no-store|private)\b/i.test(given)) return given
  const page = isPagePath(pathname) || pathname === '/_not-found'
  return page && (status === 404 || status === 410) ? NOT_FOUND_CACHE_CONTROL : 'no-store'
}

type WriteHead = ServerResponse['writeHead']

/**
 * Makes every answer of 400 or above carry errorCacheControl's header, however the app set its
 * own (setHeader, or headers given to writeHead, which Node also calls for an implicit head).
 */
export function capErrorCaching(response: ServerResponse, pathname: string): void {
  const writeHead: WriteHead = response.writeHead.bind(response)
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode < 400) return (writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest)
    const headersAt = typeof rest[0] === 'string' ? 1 : 0
    const headers = rest[headersAt] as OutgoingHttpHeaders | (string | string[])[] | undefined
    let given = response.getHeader('cache-control') as string | undefined
    if (Array.isArray(headers)) {
      const flat: (string | string[])[] = []
      for (let i = 0; i < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() === 'cache-control') given = String(headers[i + 1])
        else flat.push(headers[i], headers[i + 1])
      }
      rest[headersAt] = [...flat, 'Cache-Control', errorCacheControl(statusCode, pathname, given)]
      response.removeHeader('cache-control')
    } else if (headers) {
      const copy: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(headers)) {
        if (name.toLowerCase() === 'cache-control') given = String(value)
        else copy[name] = value
      }
      copy['Cache-Control'] = errorCacheControl(statusCode, pathname, given)
      rest[headersAt] = copy
      response.removeHeader('cache-control')
    } else {
      response.setHeader('Cache-Control', errorCacheControl(statusCode, pathname, given))
    }
    return (writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest)
  }) as WriteHead
}
