import { z } from 'zod'

import { meetupEventNodeSchema, type MeetupEventNode } from './meetupEventToSeminar'

/** Meetup's GraphQL API: a group's upcoming events, one page at a time. */
export const UPCOMING_EVENTS_QUERY = `query upcomingEvents($urlname: String!, $first: Int!, $after: String) {
  groupByUrlname(urlname: $urlname) {
    events(first: $first, after: $after, filter: { status: [UPCOMING] }) {
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id
          title
          eventUrl
          dateTime
          description
          eventType
          venues { name city }
          rsvps { totalCount }
          featuredEventPhoto { highResUrl }
        }
      }
    }
  }
}`

const PAGE_SIZE = 50
const MAX_PAGES = 10
const REQUEST_TIMEOUT_MS = 15_000

const answerSchema = z.object({
  data: z
    .object({
      groupByUrlname: z
        .object({
          events: z.object({
            pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() }).nullish(),
            edges: z.array(z.object({ node: z.unknown() })),
          }),
        })
        .nullable(),
    })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
})

export type MeetupSource = { apiUrl: string; groupUrlname: string; token?: string }

export type FetchedEvents = { nodes: MeetupEventNode[]; invalid: { id: string; reason: string }[] }

async function postQuery(source: MeetupSource, variables: Record<string, unknown>) {
  const response = await fetch(source.apiUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(source.token ? { Authorization: `Bearer ${source.token}` } : {}),
    },
    body: JSON.stringify({ query: UPCOMING_EVENTS_QUERY, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  const text = await response.text()
  if (!response.ok) {
    throw new Error(`Meetup API answered ${response.status}: ${text.slice(0, 200) || response.statusText}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('Meetup API answered with something other than JSON')
  }
  const answer = answerSchema.safeParse(json)
  if (!answer.success) throw new Error('Meetup API answered in an unexpected shape')
  if (answer.data.errors?.length) {
    throw new Error(`Meetup API error: ${answer.data.errors.map((error) => error.message).join('; ')}`)
  }
  const group = answer.data.data?.groupByUrlname
  if (!group) throw new Error(`Meetup group "${source.groupUrlname}" was not found`)
  return group.events
}

/**
 * Every upcoming event of the group. Nodes missing a required field are set aside with the reason,
 * so one odd event does not stop the others from syncing.
 */
export async function fetchUpcomingMeetupEvents(source: MeetupSource): Promise<FetchedEvents> {
  const result: FetchedEvents = { nodes: [], invalid: [] }
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const events = await postQuery(source, { urlname: source.groupUrlname, first: PAGE_SIZE, after })
    for (const { node } of events.edges) {
      const parsed = meetupEventNodeSchema.safeParse(node)
      if (parsed.success) result.nodes.push(parsed.data)
      else {
        const id = (node as { id?: unknown } | null)?.id
        const [issue] = parsed.error.issues
        result.invalid.push({
          id: typeof id === 'string' ? id : '?',
          reason: `${issue.path.join('.') || 'node'}: ${issue.message}`,
        })
      }
    }
    if (!events.pageInfo?.hasNextPage || !events.pageInfo.endCursor) break
    after = events.pageInfo.endCursor
  }
  return result
}
