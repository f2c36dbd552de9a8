import type { JobsConfig, RunJobAccess, TaskConfig } from 'payload'

import { hasAdminRole } from '../access/adminOnly'

const adminsOnly: RunJobAccess = ({ req }) => hasAdminRole(req.user)

type AutoRun = Exclude<NonNullable<JobsConfig['autoRun']>, (...args: never[]) => unknown>[number]

/**
 * What a feature adds to Payload's jobs queue: its tasks, and the queues a long-running server
 * runs on a schedule. Both are functions, read when the config is built: a feature's index.ts
 * may be imported before the environment is complete (scripts, tests), so nothing reads it then.
 */
export type FeatureJobs = { tasks: () => NonNullable<JobsConfig['tasks']>; autoRun: () => AutoRun[] }

/** A job of a lease-guarded queue (the mail queues) that has not moved for this long was left "processing" by a process that died. */
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

export const releaseAbandonedJobs: BeforeSchedule = async (args) => {
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

/**
 * Payload's jobs queue, run in-process by a long-running server, from the features' tasks and
 * schedules (the mail queues: mailing list; the Meetup sync: seminars). Only admins may run,
 * queue or cancel a job through the API.
 */
export const jobsConfig = (parts: FeatureJobs[]): JobsConfig => ({
  tasks: parts.flatMap((part) => part.tasks()),
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  autoRun: () => parts.flatMap((part) => part.autoRun()),
})
