import { readTextWithin } from '../lib/readBody'

/** The largest GraphQL request body accepted, as for the spec's JSON endpoints. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024
export const BATCH_REFUSED_MESSAGE =
  'Batched GraphQL requests are not supported: send one operation per request.'
export const tooLargeMessage = (maxBytes: number) => `The request body is larger than ${maxBytes / 1024} KB.`

const graphqlError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

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

/**
 * Wraps Payload's GraphQL handler: a body over MAX_GRAPHQL_BODY_BYTES is a 413 before it is
 * parsed, and a batch (a JSON array of operations) a 400, so one request is one operation whose
 * mutations the validation rules can count; a request refused by those rules is a 400.
 */
export function withRequestLimits(handle: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const body = await readTextWithin(request, MAX_GRAPHQL_BODY_BYTES)
    if (body === null) return graphqlError(413, tooLargeMessage(MAX_GRAPHQL_BODY_BYTES))
    if (body.trimStart().startsWith('[')) return graphqlError(400, BATCH_REFUSED_MESSAGE)
    return withRefusalStatus(
      await handle(new Request(request.url, { method: request.method, headers: request.headers, body })),
    )
  }
}
