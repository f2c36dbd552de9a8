import type { IncomingHttpHeaders } from 'node:http'

import { MAX_JSON_DEPTH, nestsDeeperThan } from './requestBody'

/**
 * Payload's REST handlers read `?where=` and `?data=` given whole (not as `where[field][op]=`) with
 * JSON.parse, before any hook of ours runs, and answer a value that is not JSON with a 500. The
 * query of an /api request is checked here first: what Payload would fail to parse is named in a
 * 400 (decision 0083).
 */
const JSON_PARAMS = ['where', 'data'] as const

const API_PATH = /^\/api(\/|$)/i

/** Why the query of `pathname` cannot be read, or null when it can. */
export function malformedApiQuery(pathname: string, search: string): string | null {
  if (!search || !API_PATH.test(pathname)) return null
  const params = new URLSearchParams(search)
  for (const name of JSON_PARAMS) {
    for (const value of params.getAll(name)) {
      if (value === '') continue
      try {
        JSON.parse(value)
      } catch {
        return `${name} must be JSON, e.g. ${name}={"title":{"equals":"x"}}, or given as ${name}[field][operator]=value`
      }
      // The checks of a query's conditions recurse once per level, as Payload's own do
      if (nestsDeeperThan(Buffer.from(value))) return `${name} nests more than ${MAX_JSON_DEPTH} levels deep`
    }
  }
  return null
}

/** A locale code as Payload's method override passes it on in the query it builds. */
const LOCALE_CODE = /^[A-Za-z0-9_-]{1,35}$/

/**
 * Why the body of a POST to `/api` that Payload answers as a GET cannot be read as Payload reads
 * it, or null (and null for any other request). Payload overrides the method when either header,
 * `X-HTTP-Method-Override` or `X-Payload-HTTP-Method-Override`, is `GET`, and then reads:
 * - a form-encoded body as the query string (the admin's relationship inputs send long queries so):
 *   checked as a query is (malformedApiQuery);
 * - a body whose Content-Type is exactly `application/json` with `request.json()`, which fails on
 *   one that is not JSON with a 500. From that body it appends to the address, unescaped and after
 *   this server has checked the query, `?locale=` and the locale, and, when the body has a
 *   `fallbackLocale`, `&fallbackLocale=` and the body's `depth` (handleEndpoints): the body must be
 *   a JSON object, its locale a locale code, and its depth then a whole number.
 */
export function malformedOverride(
  method: string,
  headers: IncomingHttpHeaders,
  pathname: string,
  body: Buffer,
): string | null {
  if (method !== 'POST' || !API_PATH.test(pathname)) return null
  const overrides = [headers['x-http-method-override'], headers['x-payload-http-method-override']]
  if (!overrides.includes('GET')) return null
  const type = headers['content-type']
  if (type === 'application/x-www-form-urlencoded')
    return malformedApiQuery(pathname, `?${body.toString('utf8')}`)
  if (type !== 'application/json') return null
  let data: unknown
  try {
    data = JSON.parse(body.toString('utf8'))
  } catch {
    return 'The body of a POST sent as a GET must be a JSON object'
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return 'The body of a POST sent as a GET must be a JSON object'
  }
  const { locale, fallbackLocale, depth } = data as Record<string, unknown>
  if (locale && !(typeof locale === 'string' && LOCALE_CODE.test(locale))) {
    return 'locale must be a locale code (letters, digits, - and _)'
  }
  const wholeDepth =
    depth === undefined ||
    (typeof depth === 'number' && Number.isInteger(depth) && depth >= 0) ||
    (typeof depth === 'string' && /^\d{1,4}$/.test(depth))
  if (fallbackLocale && !wholeDepth) return 'depth must be a whole number'
  return null
}
