/** Live seminars: the events (edited in /admin or synced from Meetup) and GET /api/seminar-events. */
import type { Endpoint } from 'payload'

import { seminarEventsEndpoint } from './endpoints/seminarEvents'

export { SeminarEvents } from './collections/SeminarEvents'
export { seminarJobs } from './jobs/syncMeetupEvents'

export const seminarsEndpoints: Endpoint[] = [seminarEventsEndpoint]
