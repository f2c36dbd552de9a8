import 'server-only'

import { CACHE_TAGS, CONTENT_MAX_AGE_SECONDS } from '@/platform/cache/cacheTags'
import { readCoursePriceCents } from './courseSales'
import { formatPriceLabel } from '@/platform/money'
import { getPayload } from '@/platform/payload'
import { cachedContent } from '@/platform/cache/cachedContent'
import { getSiteSettings } from '@/features/content/pages'

/** The price the spec's page states; shown when no price is set in Programs. */
const SPEC_COURSE_PRICE = '$27'

/**
 * How a visitor enrols: the external course application (the spec's link) or this site's checkout,
 * per Site Settings' courseSales. `price` is what the labels show ("$27").
 */
export type CourseEnrolment =
  { mode: 'external'; applicationUrl: string | null; price: string } | { mode: 'site'; price: string }

const getCoursePriceCents = cachedContent(
  async (): Promise<number | null> => readCoursePriceCents(await getPayload()),
  ['course-price'],
  { tags: [CACHE_TAGS.programs], revalidate: CONTENT_MAX_AGE_SECONDS },
)

/** The course's enrolment as the pages show it, at the price of the How to Let Go entry in Programs (the spec's $27 without one). */
export async function getCourseEnrolment(): Promise<CourseEnrolment> {
  const [settings, cents] = await Promise.all([getSiteSettings(), getCoursePriceCents()])
  // One price on every label, whichever mode: the Programs card's badge follows it too
  const price = cents ? formatPriceLabel(cents) : SPEC_COURSE_PRICE
  if (settings.courseSales !== 'site') {
    return { mode: 'external', applicationUrl: settings.courseApplicationUrl, price }
  }
  return { mode: 'site', price }
}
