import type { TaskConfig } from 'payload'

import { advanceSequences } from '../emailSequences'
import { drainOutbox } from '@/platform/mail/outbox'

export const SEND_EMAILS_TASK = 'sendEmails'
export const EMAIL_QUEUE = 'email'

export type SendEmailsOutput = { sent: number; retried: number; failed: number }

/**
 * The jobs-queue task that queues the due sequence steps, then sends the outbox's due e-mails. Scheduled every few seconds
 * (EMAIL_QUEUE_CRON); a run that finds another node already sending does nothing, and the next
 * run goes on where it stopped, so the task itself never retries.
 */
export const sendEmailsTask: TaskConfig<{ input: object; output: SendEmailsOutput }> = {
  slug: SEND_EMAILS_TASK,
  label: 'Send e-mails',
  retries: 0,
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'retried', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    await advanceSequences(req.payload)
    const drained = await drainOutbox(req.payload)
    return { output: { sent: drained.sent, retried: drained.retried, failed: drained.failed } }
  },
}
