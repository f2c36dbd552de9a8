import { isJsonContentType, MAX_JSON_BODY_BYTES, readTextWithin } from '../http/readBody'
import { queryProblem } from './documentLimits'

export const BATCH_REFUSED_MESSAGE =
  'Batched GraphQL requests are not supported: send one operation per request.'
export const tooLargeMessage = (maxBytes: number) => `The request body is larger than ${maxBytes / 1024} KB.`

const graphqlError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * Any method but POST (and the CORS preflight): GraphQL here takes its operation from a POST body
 * only, so a link or an image cannot run one with the visitor's cookie. Next's own answer would be
 * an empty 405.
 */
export const refuseOtherMethods = (request: Request): Response => {
  const response = graphqlError(405, `${request.method} is not allowed here: send GraphQL requests with POST`)
  response.headers.set('Allow', 'OPTIONS, POST')
  return response
}

/**
 * A request that never ran (unparsable, or refused by a validation rule: too deep, too costly, two
 * auth mutations) has errors and no `data`. graphql-http answers it 200 when the client accepts
 * plain `application/json`; the GraphQL-over-HTTP spec's newer media type, and every other error
 * of the site, make it a 400.
 */
async function withRefusalStatus(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) return response
  const text = await response.text()
  let refused = false
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] }
    refused = !('data' in body) && Array.isArray(body.errors)
  } catch {
    refused = false
  }
  return new Response(text, { status: refused ? 400 : 200, headers: response.headers })
}

/** Why a request body must be refused before Payload's handler parses it: [status, message], or null. */
function bodyProblem(text: string): [number, string] | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [400, 'The request body must be valid JSON.']
  }
  if (Array.isArray(body)) return [400, BATCH_REFUSED_MESSAGE]
  if (!body || typeof body !== 'object') return [400, 'The request body must be a JSON object.']
  const { query } = body as { query?: unknown }
  if (typeof query !== 'string') return [400, 'The request body must have a "query" string.']
  const problem = queryProblem(query)
  return problem ? [400, problem] : null
}

/**
 * Wraps Payload's GraphQL handler. Before it runs: a body over MAX_JSON_BODY_BYTES is a 413, a
 * body that is not JSON a 415, and a batch (a JSON array of operations), malformed JSON, or a query
 * that is a subscription, has a fragment cycle, or is too deep or too large with its fragments
 * expanded, a 400. So one request is one operation whose mutations the validation rules can count,
 * and the cost rule never meets a document that would hold the server. A request refused by those
 * rules is a 400 too.
 */
export function withRequestLimits(handle: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return graphqlError(415, 'Send GraphQL requests as JSON (Content-Type: application/json).')
    }
    const body = await readTextWithin(request, MAX_JSON_BODY_BYTES)
    if (body === null) return graphqlError(413, tooLargeMessage(MAX_JSON_BODY_BYTES))
    const problem = bodyProblem(body)
    if (problem) return graphqlError(...problem)
    return withRefusalStatus(
      await handle(new Request(request.url, { method: request.method, headers: request.headers, body })),
    )
  }
}
