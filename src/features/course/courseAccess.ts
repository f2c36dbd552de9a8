import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { executeAuthStrategies } from 'payload'

import { hasAdminRole } from '@/platform/access/adminOnly'
import { FILL_ID_HEADER, markRenderPrivate } from '@/platform/cache/privateRenders'
import { pageViewerHeaders } from '@/platform/http/pageViewer'

import { hasActiveEnrolment, type CourseSalesMode } from './courseSales'
import { getPayload } from '@/platform/payload'

/**
 * What a lesson page shows this visitor: `open` (a free preview, or every lesson in external
 * mode: the same page for everyone, cacheable), `enrolled` (the content, for this learner only)
 * or `locked` (title and enrol button). A user with a pending password change is sent to change
 * it first, as for every course page (spec §6).
 */
export type LessonAccess = 'open' | 'enrolled' | 'locked'

export async function lessonAccess(mode: CourseSalesMode, freePreview: boolean): Promise<LessonAccess> {
  const requestHeaders = await headers()
  const payload = await getPayload()
  const { user } = await executeAuthStrategies({ headers: pageViewerHeaders(requestHeaders), payload })
  if (user?.requirePasswordChange) redirect('/profile?change-password=true')
  if (mode === 'external' || freePreview) return 'open'
  // From here the page depends on who asks: never kept by the page cache or a shared cache.
  markRenderPrivate(requestHeaders.get(FILL_ID_HEADER))
  if (user && (hasAdminRole(user) || (await hasActiveEnrolment(payload, user.id)))) return 'enrolled'
  return 'locked'
}
