import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { executeAuthStrategies } from 'payload'

import { pageViewerHeaders } from '@/platform/http/pageViewer'
import { getPayload } from '@/platform/payload'

/**
 * A signed-in user who must change their password does that first, on the site's profile page:
 * the admin would otherwise render with access rules that refuse them everything. (The session is
 * read without `payload.auth`, which would also work out permissions and meet those refusals.)
 */
export async function changePendingPasswordFirst(): Promise<void> {
  const payload = await getPayload()
  const { user } = await executeAuthStrategies({ headers: pageViewerHeaders(await headers()), payload })
  if (user?.requirePasswordChange) redirect('/profile?change-password=true')
}
