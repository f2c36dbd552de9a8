/** Live seminars: the events (edited in /admin or synced from Meetup) and GET /api/seminar-events. */
import type { Endpoint } from 'payload'

import { seminarEventsEndpoint } from './endpoints/seminarEvents'

export { SeminarEvents } from './collections/SeminarEvents'
export { MEETUP_QUEUE, meetupSourceFromEnv, seminarJobs, SYNC_MEETUP_TASK } from './jobs/syncMeetupEvents'

export const seminarsEndpoints: Endpoint[] = [seminarEventsEndpoint]
