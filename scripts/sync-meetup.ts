/**
 * `npm run sync:meetup`: queues the Meetup sync task and runs it now, through the same jobs queue
 * the hourly schedule uses. Exits 1 with one line when the group is not configured or the sync fails.
 */
import { MEETUP_QUEUE, meetupSourceFromEnv, SYNC_MEETUP_TASK } from '../src/features/seminars'
import { getEnv } from '../src/platform/env'
import { runWithPayload } from './lib/bootstrap'

const messageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : undefined

await runWithPayload(async (payload) => {
  if (!meetupSourceFromEnv(getEnv())) {
    throw new Error('Set MEETUP_GROUP_URLNAME (and MEETUP_TOKEN) to sync Meetup events.')
  }
  const job = await payload.jobs.queue({ task: SYNC_MEETUP_TASK, input: {}, queue: MEETUP_QUEUE })
  // The task logs its own one-line summary; the queue's logs would repeat a failure with its stack.
  const result = await payload.jobs.runByID({ id: job.id, silent: true })
  if (result.jobStatus?.[String(job.id)]?.status === 'success') return

  const failed = await payload.findByID({
    collection: 'payload-jobs',
    id: job.id,
    depth: 0,
    disableErrors: true,
  })
  await payload.jobs.cancelByID({ id: job.id })
  const reason = messageOf(failed?.log?.at(-1)?.error) ?? messageOf(failed?.error)
  throw new Error(`Meetup sync failed${reason ? `: ${reason}` : ''}`)
})
