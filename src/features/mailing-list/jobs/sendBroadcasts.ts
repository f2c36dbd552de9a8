import type { TaskConfig } from 'payload'

import { advanceBroadcasts } from '../broadcasts'

export const SEND_BROADCASTS_TASK = 'sendBroadcasts'
/** A queue of its own, so queuing a broadcast's messages runs beside the outbox's sending, not before it. */
export const BROADCAST_QUEUE = 'broadcasts'

export type SendBroadcastsOutput = { queued: number; finished: number }

/**
 * The jobs-queue task that starts due broadcasts and queues their messages in the outbox (the
 * e-mail queue sends them). Scheduled like the e-mail queue (EMAIL_QUEUE_CRON); one node at a time
 * works (a lease), and each run goes on from the broadcast's cursor, so the task never retries.
 */
export const sendBroadcastsTask: TaskConfig<{ input: object; output: SendBroadcastsOutput }> = {
  slug: SEND_BROADCASTS_TASK,
  label: 'Send broadcasts',
  retries: 0,
  outputSchema: [
    { name: 'queued', type: 'number', required: true },
    { name: 'finished', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await advanceBroadcasts(req.payload) }),
}
