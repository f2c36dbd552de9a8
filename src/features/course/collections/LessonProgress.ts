import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { adminOnly } from '@/platform/access/adminOnly'
import { adminOrOwner } from '@/platform/access/adminOrOwner'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { isStoredValue, userField } from '@/platform/payload/fields'

import { courseLessonIds } from '../courseLessons'

/**
 * An admin's record names a lesson of the course, as `POST /api/course-progress` requires (a record
 * of another id showed in the learner's progress list and counted nowhere). The site's own writes
 * (the local API) have checked it already.
 */
const lessonOfTheCourse: TextFieldSingleValidation = async (value, args) => {
  const valid = text(value, args)
  if (valid !== true || typeof value !== 'string') return valid
  if (args.req.payloadAPI === 'local' || args.event === 'onChange' || isStoredValue(value, args)) return true
  return (await courseLessonIds(args.req.payload)).has(value) || `Unknown lesson: ${value}`
}

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
    { name: 'lessonId', type: 'text', required: true, validate: lessonOfTheCourse },
    { name: 'completed', type: 'checkbox', required: true, defaultValue: false },
    { name: 'completedAt', type: 'date' },
  ],
}
