import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

type GraphQLRequest = {
  authorization?: string
  query: string
  variables: { urlname?: string; first?: number; after?: string | null }
}

type Edge = { node: Record<string, unknown> }

const FIXTURE = path.join(process.cwd(), 'tests/int/fixtures/meetupUpcomingEvents.json')

/** The recorded-shape answer of Meetup's GraphQL API for a group's upcoming events. */
export function recordedEdges(): Edge[] {
  const answer = JSON.parse(fs.readFileSync(FIXTURE, 'utf8'))
  return answer.data.groupByUrlname.events.edges
}

/**
 * A local stand-in for Meetup's GraphQL endpoint on 127.0.0.1 (random port). It pages the
 * configured edges `pageSize` at a time, answers `groupByUrlname: null` for other groups, and
 * records every request. `failWith` makes it answer GraphQL errors instead.
 */
export async function startMeetupDouble(groupUrlname: string) {
  const requests: GraphQLRequest[] = []
  const state = { edges: recordedEdges(), pageSize: 2, failWith: null as string | null }

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const parsed = JSON.parse(body) as Omit<GraphQLRequest, 'authorization'>
      requests.push({ ...parsed, authorization: req.headers.authorization })
      const send = (payload: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      if (state.failWith) return send({ data: null, errors: [{ message: state.failWith }] })
      if (parsed.variables.urlname !== groupUrlname) return send({ data: { groupByUrlname: null } })
      const start = parsed.variables.after ? Number(parsed.variables.after) : 0
      const end = start + state.pageSize
      send({
        data: {
          groupByUrlname: {
            events: {
              pageInfo: { hasNextPage: end < state.edges.length, endCursor: String(end) },
              edges: state.edges.slice(start, end),
            },
          },
        },
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/gql-ext`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
