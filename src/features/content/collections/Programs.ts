import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  NumberFieldValidation,
  PayloadRequest,
} from 'payload'
import { number } from 'payload/shared'

import { CACHE_TAGS } from '@/platform/cache/cacheTags'
import { publicContentAccess, revalidateOnChange } from '@/platform/payload/contentCollection'
import { imageField, linkAddress, orderField, slugField } from '@/platform/payload/fields'
import { formatPriceLabel } from '@/platform/money'
import { keepsSlug, keptDocument } from '@/platform/payload/keptDocument'
import { COURSE_PROGRAM_SLUG } from '../programSlugs'

/**
 * A badge that shows a price ("$27") follows the program's price, so its cards on the home page
 * and /programs say what the checkout charges. Any other badge (100% Free, Coming Soon) is the
 * owner's text.
 */
const badgeFollowsPrice: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const price: unknown = data.price !== undefined ? data.price : originalDoc?.price
  const badge: unknown = data.badge !== undefined ? data.badge : originalDoc?.badge
  if (
    typeof price === 'number' &&
    price > 0 &&
    (!badge || (typeof badge === 'string' && /^\$\s*\d/.test(badge)))
  ) {
    data.badge = formatPriceLabel(Math.round(price * 100))
  }
  return data
}

/** Whether How to Let Go is sold on this site (Site Settings, Course sales: site). */
async function courseSoldHere(req: PayloadRequest): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return settings.courseSales === 'site'
}

const SOLD_HERE = 'while the course is sold on this site (Site Settings, Course sales)'

/** The course's price cannot be cleared while the course is sold here: its checkout would have none. */
const coursePrice: NumberFieldValidation = async (value, args) => {
  const valid = number(value, args)
  if (valid !== true || args.event === 'onChange') return valid
  const slug = (args.siblingData as { slug?: unknown })?.slug
  if ((typeof value === 'number' && value > 0) || slug !== COURSE_PROGRAM_SLUG) return true
  return (await courseSoldHere(args.req)) ? `How to Let Go needs a price ${SOLD_HERE}` : true
}

const courseProgram = keptDocument({
  collection: 'programs',
  keeps: keepsSlug(
    COURSE_PROGRAM_SLUG,
    {
      renamed: `How to Let Go's program keeps the slug ${COURSE_PROGRAM_SLUG} ${SOLD_HERE}`,
      deleted: `How to Let Go's program holds the course's price and cannot be deleted ${SOLD_HERE}`,
    },
    courseSoldHere,
  ),
})

export const Programs: CollectionConfig = {
  slug: 'programs',
  access: publicContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'section', 'badge', 'comingSoon', 'featured'],
  },
  defaultSort: 'order',
  hooks: {
    ...revalidateOnChange(CACHE_TAGS.programs),
    // How to Let Go's entry holds the price its checkout charges: without it the course pages would
    // fall back to the spec's $27 and the checkout refuse every buyer
    beforeChange: [...courseProgram.beforeChange, badgeFollowsPrice],
    beforeDelete: courseProgram.beforeDelete,
  },
  fields: [
    slugField('Stable id of the program, e.g. how-to-let-go'),
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    imageField(),
    {
      name: 'badge',
      type: 'text',
      required: true,
      admin: { description: 'e.g. 100% Free, $27, Coming Soon. A price badge follows the price below.' },
    },
    {
      name: 'link',
      type: 'text',
      required: true,
      validate: linkAddress,
      admin: { description: 'A site path like /crash-course or a full URL' },
    },
    {
      name: 'price',
      type: 'number',
      min: 0.5,
      max: 10000,
      validate: coursePrice,
      admin: {
        description:
          'In US dollars. How to Let Go: what its checkout charges when the course is sold on this site',
        step: 0.01,
      },
    },
    { name: 'features', type: 'array', fields: [{ name: 'feature', type: 'text', required: true }] },
    { name: 'external', type: 'checkbox', defaultValue: false },
    { name: 'comingSoon', type: 'checkbox', defaultValue: false },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'letting-go',
      options: [
        { label: 'Letting Go Programs', value: 'letting-go' },
        { label: 'Other Programs', value: 'other' },
        { label: 'Academic Courses', value: 'academic' },
      ],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown on the home page' },
    },
    orderField,
  ],
}
