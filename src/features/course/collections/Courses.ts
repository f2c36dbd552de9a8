import type { CollectionConfig, FieldAccess, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { requestMayReadEveryLesson } from '../courseSales'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { slugField } from '@/platform/payload/fields'
import { keepsSlug, keptDocument } from '@/platform/payload/keptDocument'

import { TRACKED_COURSE_SLUG } from '../validations'

/**
 * A lesson's body and video: a free preview's for anyone, every lesson's in `external` mode, and
 * otherwise only an enrolled learner's or an admin's. Asked without a row (a `where` or `sort` on
 * the field), it answers for the whole course, so a visitor who may not read a lesson cannot
 * search its text either.
 */
const readLessonContent: FieldAccess = async ({ req, siblingData }) =>
  (siblingData as { freePreview?: boolean } | undefined)?.freePreview === true ||
  requestMayReadEveryLesson(req)

const LESSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A lesson's id is its page's address (/how-to-let-go/<id>) and the key of its learners' progress:
 * lower-case letters, digits and single hyphens, and no other lesson of the course may have it.
 */
const lessonId: TextFieldSingleValidation = (value, args) => {
  const valid = text(value, args)
  if (valid !== true || typeof value !== 'string') return valid
  if (!LESSON_ID.test(value)) return 'Use lower-case letters, digits and hyphens, e.g. lesson-1-1'
  const modules = (args.data as { modules?: { lessons?: { lessonId?: unknown }[] }[] } | undefined)?.modules
  const uses = (modules ?? [])
    .flatMap((module) => module.lessons ?? [])
    .filter((lesson) => lesson.lessonId === value)
  return uses.length > 1 ? 'Another lesson of the course has this id: each lesson needs its own' : true
}

export const Courses: CollectionConfig = {
  slug: 'courses',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
  },
  hooks: {
    ...revalidateOnChange(CACHE_TAGS.courses),
    // The course the site shows, tracks and sells
    ...keptDocument({
      collection: 'courses',
      keeps: keepsSlug(TRACKED_COURSE_SLUG, {
        renamed: `How to Let Go keeps the slug ${TRACKED_COURSE_SLUG}: its pages and progress use it`,
        deleted:
          'How to Let Go is the course the site shows, tracks and sells: it cannot be deleted (edit its modules and lessons instead)',
      }),
    }),
  },
  fields: [
    slugField('e.g. how-to-let-go'),
    { name: 'title', type: 'text', required: true },
    {
      name: 'modules',
      type: 'array',
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'lessons',
          type: 'array',
          required: true,
          admin: { initCollapsed: true },
          fields: [
            {
              name: 'lessonId',
              type: 'text',
              required: true,
              validate: lessonId,
              admin: { description: 'Stable id, e.g. lesson-1-1; the lesson page is /how-to-let-go/<id>' },
            },
            { name: 'title', type: 'text', required: true },
            { name: 'description', type: 'textarea' },
            {
              name: 'freePreview',
              label: 'Free preview',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Open to every visitor even when the course is sold on this site' },
            },
            {
              name: 'duration',
              type: 'number',
              min: 1,
              max: 600,
              admin: { description: 'Minutes' },
            },
            {
              name: 'videoId',
              label: 'Video id',
              type: 'text',
              access: { read: readLessonContent },
              admin: { description: 'The video provider id, embedded like the recordings (optional)' },
            },
            { name: 'body', type: 'richText', access: { read: readLessonContent } },
          ],
        },
      ],
    },
  ],
}
