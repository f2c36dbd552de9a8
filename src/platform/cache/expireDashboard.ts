import type { CollectionConfig } from 'payload'

import { expireDashboard } from './dashboardCache'

const expire = () => expireDashboard()

/** The hooks of a collection the owner's dashboard counts: any change or deletion expires its numbers. */
export const expireDashboardOnChange: NonNullable<CollectionConfig['hooks']> = {
  afterChange: [expire],
  afterDelete: [expire],
}
