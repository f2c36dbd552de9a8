import type { JobsConfig, RunJobAccess, TaskConfig } from 'payload'

import { hasAdminRole } from '../access/adminOnly'
import { getEnv } from '../lib/env'
import { BROADCAST_QUEUE, sendBroadcastsTask } from './sendBroadcasts'
import { EMAIL_QUEUE, sendEmailsTask } from './sendEmails'
import { MEETUP_QUEUE, meetupSourceFromEnv, syncMeetupEventsTask } from './syncMeetupEvents'

const adminsOnly: RunJobAccess = ({ req }) => hasAdminRole(req.user)

const emailQueueCron = () => getEnv().EMAIL_QUEUE_CRON

/** A job of the mail queues that has not moved for this long was left "processing" by a process that died. */
const ABANDONED_JOB_MS = 90_000

/**
 * Payload schedules a task's next job only when none of its jobs is queued or processing, so a
 * job left "processing" by a killed process would hold its queue for ever: nothing would be sent
 * after a crash. Such a job is marked failed first. Guessing wrong costs nothing: the mail tasks
 * are lease-guarded and resumable, so a second run beside a live one finds the lease taken.
 */
type BeforeSchedule = NonNullable<
  NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

const releaseAbandonedJobs: BeforeSchedule = async (args) => {
  const { queueable, req } = args
  await req.payload.db.updateMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { queue: { equals: queueable.scheduleConfig.queue } },
        { taskSlug: { equals: queueable.taskConfig?.slug } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(Date.now() - ABANDONED_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false, hasError: true, error: { message: 'Abandoned by a process that stopped' } },
    returning: false,
  })
  return args.defaultBeforeSchedule(args)
}

const mailSchedule = (queue: string) =>
  emailQueueCron() === 'off'
    ? []
    : [{ cron: emailQueueCron(), queue, hooks: { beforeSchedule: releaseAbandonedJobs } }]

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
      schedule: mailSchedule(EMAIL_QUEUE),
    },
    {
      ...sendBroadcastsTask,
      schedule: mailSchedule(BROADCAST_QUEUE),
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
