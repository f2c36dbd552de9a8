import type { Endpoint, PayloadRequest } from 'payload'

import { getEnv } from '@/platform/env'
import { signUp } from '@/features/mailing-list/mailingList'
import { rateLimit } from '@/platform/rateLimit'
import { newsletterSchema } from '../validations'

import { changeContext } from '../consent'
import { parseJsonBody } from '@/platform/http/endpoint'

const SUBSCRIBED = "You've been added to the list. Check your email for next steps."

/** The consent record's "from which page": the sign-up form's page, when the browser says it is one of ours. */
function signUpPage(req: PayloadRequest): string {
  const referer = req.headers.get('referer')
  if (!referer) return 'api'
  try {
    const url = new URL(referer)
    return url.origin === new URL(getEnv().NEXT_PUBLIC_SERVER_URL).origin ? url.pathname : 'other site'
  } catch {
    return 'api'
  }
}

/**
 * POST /api/email-signup {email}: puts the address on the mailing list (src/features/mailing-list/mailingList.ts),
 * which e-mails the confirmation link through the outbox. 201 when new, 200 when already known:
 * the visitor sees success either way, and the answer never waits for the mail server.
 */
export const emailSignup: Endpoint = {
  path: '/email-signup',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit('email-signup', req)
    if (limited) return limited
    const parsed = await parseJsonBody(req, newsletterSchema)
    if (!parsed.ok) return parsed.response
    const { created } = await signUp(req.payload, parsed.data.email, changeContext(req, signUpPage(req)))
    return Response.json({ message: SUBSCRIBED }, { status: created ? 201 : 200 })
  },
}
