import type { Payload } from 'payload'

/**
 * A session token for `email`, as a browser's login would set it in the payload-token cookie. Runs
 * Payload's login operation itself: `payload.login` leaves the token out of its answer
 * (removeTokenFromResponses on the users collection).
 */
export async function sessionToken(payload: Payload, email: string, password: string): Promise<string> {
  const { createLocalReq, loginOperation } = await import('payload')
  const { token } = await loginOperation({
    collection: payload.collections.users,
    data: { email, password },
    req: await createLocalReq({}, payload),
  })
  if (!token) throw new Error(`No session token for ${email}`)
  return token
}
