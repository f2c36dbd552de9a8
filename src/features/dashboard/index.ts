/** The owner's dashboard: the numbers of /api/dashboard and the charts above the admin's home. */
import type { Endpoint } from 'payload'

import { dashboardEndpoint } from './endpoints/dashboard'

export const dashboardEndpoints: Endpoint[] = [dashboardEndpoint]
