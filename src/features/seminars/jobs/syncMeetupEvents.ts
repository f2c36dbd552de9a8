import { type Payload, type PayloadRequest, type TaskConfig, ValidationError, type Where } from 'payload'

import { withLease } from '@/platform/database/leases'
import { getEnv, type Env } from '@/platform/env'
import type { FeatureJobs } from '@/platform/payload/jobs'
import { fetchUpcomingMeetupEvents, type MeetupSource } from './meetupClient'
import { meetupEventToSeminar } from './meetupEventToSeminar'

export const SYNC_MEETUP_TASK = 'syncMeetupEvents'
export const MEETUP_QUEUE = 'meetup'

export type MeetupSyncResult = { upserted: number; markedPast: number; skipped: number }

/** The group to read, or null when MEETUP_GROUP_URLNAME is not set (then there is nothing to sync). */
export function meetupSourceFromEnv(env: Env): MeetupSource | null {
  if (!env.MEETUP_GROUP_URLNAME) return null
  return { apiUrl: env.MEETUP_API_URL, groupUrlname: env.MEETUP_GROUP_URLNAME, token: env.MEETUP_TOKEN }
}

const LEASE_KEY = 'meetup-sync'
const LEASE_TTL_MS = 5 * 60 * 1000
const NOTHING: MeetupSyncResult = { upserted: 0, markedPast: 0, skipped: 0 }

/**
 * Upserts the group's upcoming Meetup events into `seminars` by event id, then marks every
 * upcoming event Meetup no longer returns as `past`. A failed fetch changes nothing. One run at a
 * time (a lease): Payload's claim of a job is not atomic, so two nodes (or workers) can run the
 * same scheduled job at once; the second then does nothing and answers zeros. Logs a one-line summary.
 */
export async function syncMeetupEvents(
  payload: Payload,
  source: MeetupSource,
  req?: PayloadRequest,
): Promise<MeetupSyncResult> {
  let result = NOTHING
  const ran = await withLease(payload, { key: LEASE_KEY, ttlMs: LEASE_TTL_MS }, async (renew) => {
    result = await syncOnce(payload, source, renew, req)
  })
  if (!ran) {
    payload.logger.info(
      `Meetup sync of ${source.groupUrlname} skipped: another run holds its lease (${LEASE_KEY}).`,
    )
    return NOTHING
  }
  payload.logger.info(
    `Meetup sync of ${source.groupUrlname}: ${result.upserted} upcoming, ${result.markedPast} now past, ${result.skipped} skipped.`,
  )
  return result
}

async function syncOnce(
  payload: Payload,
  source: MeetupSource,
  renew: () => Promise<boolean>,
  req?: PayloadRequest,
): Promise<MeetupSyncResult> {
  const { nodes, invalid } = await fetchUpcomingMeetupEvents(source)
  let skipped = invalid.length
  for (const { id, reason } of invalid) payload.logger.warn(`Meetup event ${id} skipped: ${reason}`)

  const syncedIds: string[] = []
  const refusedIds: string[] = []
  for (const node of nodes) {
    // The lease lost (expired and taken by another run): stop, and mark nothing past on a partial list
    if (!(await renew())) return lostLease(payload, syncedIds.length, skipped)
    let record
    try {
      record = meetupEventToSeminar(node)
    } catch (error) {
      payload.logger.warn((error as Error).message)
      skipped++
      continue
    }
    const existing = await payload.find({
      collection: 'seminars',
      where: { id: { equals: record.id } },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
    })
    try {
      if (existing.docs[0]) {
        const { id, ...data } = record
        await payload.update({ collection: 'seminars', id, data, depth: 0, req })
      } else {
        await payload.create({ collection: 'seminars', data: record, depth: 0, req })
      }
    } catch (error) {
      // An event the collection refuses (say, a link that is not a web address) is left as it
      // was: still on Meetup, so not marked past either.
      if (!(error instanceof ValidationError)) throw error
      payload.logger.warn(`Meetup event ${record.id} skipped: ${error.message}`)
      skipped++
      refusedIds.push(record.id)
      continue
    }
    syncedIds.push(record.id)
  }

  if (!(await renew())) return lostLease(payload, syncedIds.length, skipped)
  const listed = [...syncedIds, ...refusedIds]
  const stillUpcoming: Where = { status: { equals: 'upcoming' } }
  const gone = await payload.update({
    collection: 'seminars',
    where: listed.length ? { and: [stillUpcoming, { id: { not_in: listed } }] } : stillUpcoming,
    data: { status: 'past' },
    depth: 0,
    req,
  })
  return { upserted: syncedIds.length, markedPast: gone.docs.length, skipped }
}

function lostLease(payload: Payload, upserted: number, skipped: number): MeetupSyncResult {
  payload.logger.warn(
    'Meetup sync stopped early, nothing marked past: its lease was lost (expired, or this process is stopping).',
  )
  return { upserted, markedPast: 0, skipped }
}

/** The jobs-queue task: runs on the schedule below and from `npm run sync:meetup`. */
export const syncMeetupEventsTask: TaskConfig<{ input: object; output: MeetupSyncResult }> = {
  slug: SYNC_MEETUP_TASK,
  label: 'Sync Meetup events',
  retries: 2,
  schedule: [{ cron: '5 * * * *', queue: MEETUP_QUEUE }],
  outputSchema: [
    { name: 'upserted', type: 'number', required: true },
    { name: 'markedPast', type: 'number', required: true },
    { name: 'skipped', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const source = meetupSourceFromEnv(getEnv())
    if (!source) {
      req.payload.logger.warn('MEETUP_GROUP_URLNAME is not set: no Meetup events to sync.')
      return { output: { upserted: 0, markedPast: 0, skipped: 0 } }
    }
    return { output: await syncMeetupEvents(req.payload, source, req) }
  },
}

/** The Meetup sync runs hourly, and its queue is checked every ten minutes, only when a Meetup group is configured. */
export const seminarJobs: FeatureJobs = {
  tasks: () => [syncMeetupEventsTask],
  autoRun: () =>
    meetupSourceFromEnv(getEnv()) ? [{ cron: '*/10 * * * *', queue: MEETUP_QUEUE, limit: 1 }] : [],
}
