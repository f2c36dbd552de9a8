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

/**
 * The query a POST carries in its body for Payload's method override (`X-HTTP-Method-Override:
 * GET` or `X-Payload-HTTP-Method-Override: GET` with a form-encoded body, as the admin's
 * relationship inputs send long queries), as `?...`, or null for any other request.
 */
export function overriddenQuery(method: string, headers: IncomingHttpHeaders, body: Buffer): string | null {
  const override = headers['x-http-method-override'] ?? headers['x-payload-http-method-override']
  if (method !== 'POST' || override !== 'GET') return null
  if (!headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return null
  return `?${body.toString('utf8')}`
}
