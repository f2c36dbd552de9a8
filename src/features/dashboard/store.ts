import type { Payload } from 'payload'

import { mongoDashboardStore } from './mongoStore'
import { sqliteDashboardStore } from './sqliteStore'
import type { DashboardStore } from './types'

export type { BookingMonthTotals, DashboardStore, KeyCount, MonthTotals, SubscriberDateField } from './types'

/** The store for the database adapter in use. */
export function dashboardStore(payload: Payload): DashboardStore {
  return payload.db.name === 'mongoose' ? mongoDashboardStore(payload) : sqliteDashboardStore(payload)
}
