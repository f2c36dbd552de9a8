import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayload } from '@/lib/payload'

/**
 * A signed-in user who must change their password does that first, on the site's profile page:
 * the admin would otherwise render with access rules that refuse them everything.
 */
export async function changePendingPasswordFirst(): Promise<void> {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  if (user?.requirePasswordChange) redirect('/profile?change-password=true')
}
