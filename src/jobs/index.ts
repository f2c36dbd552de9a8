import type { JobsConfig, RunJobAccess } from 'payload'

import { hasAdminRole } from '../access/adminOnly'
import { getEnv } from '../lib/env'
import { BROADCAST_QUEUE, sendBroadcastsTask } from './sendBroadcasts'
import { EMAIL_QUEUE, sendEmailsTask } from './sendEmails'
import { MEETUP_QUEUE, meetupSourceFromEnv, syncMeetupEventsTask } from './syncMeetupEvents'

const adminsOnly: RunJobAccess = ({ req }) => hasAdminRole(req.user)

const emailQueueCron = () => getEnv().EMAIL_QUEUE_CRON

/**
 * Payload's jobs queue, run in-process by a long-running server. The Meetup sync is scheduled
 * hourly and its queue checked every ten minutes, only when a Meetup group is configured. The
 * e-mail queue sends the outbox, and the broadcast queue fills it with due broadcasts, every few
 * seconds (EMAIL_QUEUE_CRON; "off" on nodes that must not send).
 */
export const jobs: JobsConfig = {
  tasks: [
    syncMeetupEventsTask,
    {
      ...sendEmailsTask,
      schedule: emailQueueCron() === 'off' ? [] : [{ cron: emailQueueCron(), queue: EMAIL_QUEUE }],
    },
    {
      ...sendBroadcastsTask,
      schedule: emailQueueCron() === 'off' ? [] : [{ cron: emailQueueCron(), queue: BROADCAST_QUEUE }],
    },
  ],
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: () => [
    ...(meetupSourceFromEnv(getEnv()) ? [{ cron: '*/10 * * * *', queue: MEETUP_QUEUE, limit: 1 }] : []),
    ...(emailQueueCron() === 'off'
      ? []
      : [
          { cron: emailQueueCron(), queue: EMAIL_QUEUE, limit: 1, silent: true },
          { cron: emailQueueCron(), queue: BROADCAST_QUEUE, limit: 1, silent: true },
        ]),
  ],
}
