import type { GlobalConfig, SelectFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicGlobalAccess, revalidateGlobalOnChange } from './globalAccess'
import { linkAddress, videoAddress, vimeoId, wholeNumber } from '@/platform/payload/fields'
import { COURSE_PROGRAM_SLUG } from '../programSlugs'

const titledItems = (name: string, label?: string) => ({
  name,
  label,
  type: 'array' as const,
  fields: [
    { name: 'title', type: 'text' as const, required: true },
    { name: 'description', type: 'textarea' as const },
  ],
})

/** Selling the course here needs its price: How to Let Go's in Programs, which its checkout charges. */
const courseSalesNeedPrice: SelectFieldSingleValidation = async (value, args) => {
  const valid = select(value, args)
  // Asked when the owner switches to site mode, not on every save or change of the form after it
  if (valid !== true || value !== 'site' || args.previousValue === 'site' || args.event === 'onChange')
    return valid
  const priced = await args.req.payload.count({
    collection: 'programs',
    where: { and: [{ slug: { equals: COURSE_PROGRAM_SLUG } }, { price: { greater_than: 0 } }] },
    overrideAccess: true,
    req: args.req,
  })
  return priced.totalDocs > 0
    ? true
    : 'Give How to Let Go a price in Programs before selling the course on this site'
}
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: publicGlobalAccess,
  hooks: revalidateGlobalOnChange(CACHE_TAGS.siteSettings),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand and footer',
          fields: [
            {
              name: 'brandName',
              type: 'text',
              required: true,
              admin: { description: 'Shown in the header as the brand' },
            },
            { name: 'siteDescription', type: 'textarea', required: true },
            { name: 'footerDescription', type: 'textarea', required: true },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'url', type: 'text', required: true, validate: linkAddress },
              ],
            },
          ],
        },
        {
          label: 'Home',
          fields: [
            { name: 'heroHeading', type: 'text', required: true },
            { name: 'heroText', type: 'textarea', required: true },
            titledItems('benefits', 'Benefit cards'),
            { name: 'quote', type: 'textarea', required: true },
            { name: 'quoteAuthor', type: 'text' },
          ],
        },
        {
          label: 'About',
          fields: [
            { name: 'aboutIntro', type: 'textarea', required: true },
            titledItems('education', 'Education'),
          ],
        },
        {
          label: 'Programs',
          fields: [
            {
              name: 'courseApplicationUrl',
              type: 'text',
              required: true,
              validate: linkAddress,
              admin: { description: 'Paid enrolment link of How to Let Go (external sales)' },
            },
            {
              name: 'courseSales',
              label: 'Course sales',
              type: 'select',
              required: true,
              defaultValue: 'external',
              validate: courseSalesNeedPrice,
              options: [
                { label: 'External: Enroll Now links to the course application above', value: 'external' },
                { label: 'Site: sold here with Stripe, paid lessons locked', value: 'site' },
              ],
              admin: {
                description:
                  "How How to Let Go is sold. In site mode the price is the How to Let Go entry's in Programs.",
              },
            },
            {
              name: 'crashCourseVideoUrl',
              type: 'text',
              validate: videoAddress,
              admin: {
                description:
                  'The video behind "Play introduction video" on /crash-course: a Vimeo link, or a video file of this site (a path starting with /).',
              },
            },
          ],
        },
        {
          label: 'Seminars',
          fields: [
            {
              name: 'seminarStats',
              type: 'group',
              fields: [
                {
                  name: 'members',
                  type: 'number',
                  required: true,
                  defaultValue: 4892,
                  min: 0,
                  max: 10_000_000,
                  validate: wholeNumber,
                },
                {
                  name: 'rating',
                  type: 'number',
                  required: true,
                  defaultValue: 4.4,
                  min: 0,
                  max: 5,
                  admin: { description: 'Out of 5', step: 0.1 },
                },
                {
                  name: 'reviews',
                  type: 'number',
                  required: true,
                  defaultValue: 549,
                  min: 0,
                  max: 10_000_000,
                  validate: wholeNumber,
                },
              ],
            },
            { name: 'meetupGroupUrl', type: 'text', required: true, validate: linkAddress },
            { name: 'meetupPastEventsUrl', type: 'text', required: true, validate: linkAddress },
            {
              name: 'recordingEmbedId',
              type: 'text',
              validate: vimeoId,
              admin: {
                description:
                  'Vimeo id of the Letting Go Session recording: the digits at the end of its link',
              },
            },
          ],
        },
      ],
    },
  ],
}
