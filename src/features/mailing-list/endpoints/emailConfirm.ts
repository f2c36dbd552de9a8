import type { Endpoint } from 'payload'

import { escapeHtml, simplePage } from '@/platform/mail/emailLayout'
import { getEnv } from '@/platform/env'
import { confirmSubscription } from '@/features/mailing-list/mailingList'

import { changeContext } from '../consent'
import { htmlResponse } from '@/platform/http/endpoint'

/**
 * GET /api/email-signup/confirm?token=...: the link of the confirmation e-mail. A valid link
 * confirms the address and sends the visitor to the crash course; any other answers a 400 page.
 */
export const emailConfirm: Endpoint = {
  path: '/email-signup/confirm',
  method: 'get',
  handler: async (req) => {
    const token = new URL(req.url ?? '', getEnv().NEXT_PUBLIC_SERVER_URL).searchParams.get('token')
    const outcome = await confirmSubscription(req.payload, token, changeContext(req, 'confirmation link'))
    if (outcome.ok) {
      const target = new URL('/crash-course', getEnv().NEXT_PUBLIC_SERVER_URL).toString()
      return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
    }
    const home = escapeHtml(new URL('/', getEnv().NEXT_PUBLIC_SERVER_URL).toString())
    return htmlResponse(
      400,
      simplePage({
        title: 'This link does not work',
        bodyHtml: `<p>This confirmation link is invalid or has expired.</p><p><a href="${home}">Sign up again on the home page</a> to get a new one.</p>`,
      }),
    )
  },
}
