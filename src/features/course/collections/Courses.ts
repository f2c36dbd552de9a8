import type { CollectionConfig, FieldAccess } from 'payload'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { requestMayReadEveryLesson } from '../courseSales'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { slugField } from '@/platform/payload/fields'

/**
 * A lesson's body and video: a free preview's for anyone, every lesson's in `external` mode, and
 * otherwise only an enrolled learner's or an admin's. Asked without a row (a `where` or `sort` on
 * the field), it answers for the whole course, so a visitor who may not read a lesson cannot
 * search its text either.
 */
const readLessonContent: FieldAccess = async ({ req, siblingData }) =>
  (siblingData as { freePreview?: boolean } | undefined)?.freePreview === true ||
  requestMayReadEveryLesson(req)

export const Courses: CollectionConfig = {
  slug: 'courses',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
  },
  hooks: revalidateOnChange(CACHE_TAGS.courses),
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
