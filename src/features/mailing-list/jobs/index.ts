import { getEnv } from '@/platform/env'
import { type FeatureJobs, releaseAbandonedJobs } from '@/platform/payload/jobs'

import { BROADCAST_QUEUE, sendBroadcastsTask } from './sendBroadcasts'
import { EMAIL_QUEUE, sendEmailsTask } from './sendEmails'

const emailQueueCron = () => getEnv().EMAIL_QUEUE_CRON

const mailSchedule = (queue: string) =>
  emailQueueCron() === 'off'
    ? []
    : [{ cron: emailQueueCron(), queue, hooks: { beforeSchedule: releaseAbandonedJobs } }]

/**
 * The e-mail queue sends the outbox (after queueing the sequences' due steps), and the broadcast
 * queue fills it with due broadcasts, every few seconds (EMAIL_QUEUE_CRON; "off" on nodes that
 * must not send).
 */
export const mailingListJobs: FeatureJobs = {
  tasks: () => [
    { ...sendEmailsTask, schedule: mailSchedule(EMAIL_QUEUE) },
    { ...sendBroadcastsTask, schedule: mailSchedule(BROADCAST_QUEUE) },
  ],
  autoRun: () =>
    emailQueueCron() === 'off'
      ? []
      : [
          { cron: emailQueueCron(), queue: EMAIL_QUEUE, limit: 1, silent: true },
          { cron: emailQueueCron(), queue: BROADCAST_QUEUE, limit: 1, silent: true },
        ],
}
