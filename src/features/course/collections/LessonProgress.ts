import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/platform/access/adminOnly'
import { adminOrOwner } from '@/platform/access/adminOrOwner'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { userField } from '@/platform/payload/fields'

/**
 * Slugged `lesson-progress`, not `course-progress`, so that Payload's REST routes
 * do not shadow the spec's `GET /api/course-progress/{userId}` endpoint.
 */
export const LessonProgress: CollectionConfig = {
  slug: 'lesson-progress',
  access: {
    read: adminOrOwner,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  admin: {
    useAsTitle: 'lessonId',
    defaultColumns: ['user', 'lessonId', 'completed', 'completedAt'],
  },
  hooks: expireDashboardOnChange,
  indexes: [
    { fields: ['user', 'lessonId'], unique: true },
    // The dashboard's funnel: each lesson's completions since a date, and who was active since a date
    { fields: ['lessonId', 'completed', 'completedAt'] },
    { fields: ['updatedAt', 'user'] },
  ],
  fields: [
    userField({ name: 'user', required: true, index: true }),
    { name: 'lessonId', type: 'text', required: true },
    { name: 'completed', type: 'checkbox', required: true, defaultValue: false },
    { name: 'completedAt', type: 'date' },
  ],
}
