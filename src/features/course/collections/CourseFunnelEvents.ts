import type { CollectionConfig } from 'payload'

import { serverOnlyCollection } from '@/platform/access/nobody'

export const COURSE_FUNNEL_EVENTS_SLUG = 'course-funnel-events'

/**
 * The first steps of the course sales funnel, one record each: a view of /how-to-let-go (the
 * page's beacon) and a Checkout session started. Purchases and refunds are the enrolments.
 */
export const CourseFunnelEvents: CollectionConfig = {
  slug: COURSE_FUNNEL_EVENTS_SLUG,
  ...serverOnlyCollection,
  timestamps: true,
  indexes: [{ fields: ['kind', 'createdAt'] }],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['course-page-view', 'checkout-started'],
    },
  ],
}
