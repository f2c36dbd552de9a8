import type { JobsConfig, RunJobAccess } from 'payload'

import { hasAdminRole } from '../access/adminOnly'
import { getEnv } from '../lib/env'
import { MEETUP_QUEUE, meetupSourceFromEnv, syncMeetupEventsTask } from './syncMeetupEvents'

const adminsOnly: RunJobAccess = ({ req }) => hasAdminRole(req.user)

/**
 * Payload's jobs queue. The Meetup sync is scheduled hourly; the in-process runner checks its
 * queue every ten minutes, only when a Meetup group is configured (and only in a long-running server).
 */
export const jobs: JobsConfig = {
  tasks: [syncMeetupEventsTask],
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: () =>
    meetupSourceFromEnv(getEnv()) ? [{ cron: '*/10 * * * *', queue: MEETUP_QUEUE, limit: 1 }] : [],
}
