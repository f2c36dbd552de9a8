import 'server-only'

import { getPayload } from '@/platform/payload'

/**
 * Whether a reset link can still set a password: its token is stored and not expired (Payload
 * expires a token when it is used). Read afresh on every visit, never cached.
 */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  if (!token || token.length > 256) return false
  const payload = await getPayload()
  const { totalDocs } = await payload.db.count({
    collection: 'users',
    where: {
      resetPasswordToken: { equals: token },
      resetPasswordExpiration: { greater_than: new Date().toISOString() },
    },
  })
  return totalDocs > 0
}
