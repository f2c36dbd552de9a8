import type { Endpoint, PayloadRequest } from 'payload'

import { escapeHtml, simplePage } from '@/platform/mail/emailLayout'
import { getEnv } from '@/platform/env'
import {
  listMessageFrom,
  maskEmail,
  subscriberFromToken,
  unsubscribe,
  unsubscribeQuery,
} from '@/features/mailing-list/mailingList'
import { readTextWithin } from '@/platform/http/readBody'

import { changeContext } from '../consent'
import { errorResponse, htmlResponse } from '@/platform/http/endpoint'

const MAX_FORM_BYTES = 4 * 1024
const INVALID_LINK = 'This unsubscribe link is invalid'

const linkQuery = (req: PayloadRequest) => {
  const query = new URL(req.url ?? '', getEnv().NEXT_PUBLIC_SERVER_URL).searchParams
  return { token: query.get('token'), fromMessage: listMessageFrom(query.get('from')) }
}

const invalidPage = () =>
  htmlResponse(
    400,
    simplePage({
      title: 'This link does not work',
      bodyHtml: `<p>${INVALID_LINK}. Use the unsubscribe link of the latest e-mail you received from us.</p>`,
    }),
  )

const unsubscribedPage = (email: string) =>
  simplePage({
    title: 'You are unsubscribed',
    bodyHtml: `<p><strong>${escapeHtml(maskEmail(email))}</strong> will get no more e-mails from this list.</p>`,
  })

/**
 * GET /api/unsubscribe?token=...: the page behind the unsubscribe link. It only asks: one button
 * posts the one-click form below. Mail scanners follow links, so a GET never unsubscribes.
 */
export const unsubscribePage: Endpoint = {
  path: '/unsubscribe',
  method: 'get',
  handler: async (req) => {
    const { token, fromMessage } = linkQuery(req)
    const subscriber = await subscriberFromToken(req.payload, 'unsubscribe', token)
    if (!subscriber || !token) return invalidPage()
    if (subscriber.status === 'unsubscribed') return htmlResponse(200, unsubscribedPage(subscriber.email))
    const action = `/api/unsubscribe?${unsubscribeQuery(token, fromMessage)}`
    return htmlResponse(
      200,
      simplePage({
        title: 'Unsubscribe',
        bodyHtml: [
          `<p>Stop all e-mails of this list to <strong>${escapeHtml(maskEmail(subscriber.email))}</strong>?</p>`,
          `<form method="post" action="${escapeHtml(action)}">`,
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
          '<button type="submit" style="background:#2f5d50;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer">Unsubscribe</button>',
          '</form>',
        ].join(''),
      }),
    )
  },
}

/** RFC 8058's body, `List-Unsubscribe=One-Click`, sent urlencoded (or as multipart form data). */
function isOneClickBody(contentType: string, body: string): boolean {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click'
  }
  if (/^multipart\/form-data/i.test(contentType)) {
    return /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body)
  }
  return false
}

/**
 * POST /api/unsubscribe?token=... with `List-Unsubscribe=One-Click` (RFC 8058): unsubscribes at
 * once. Mail providers post it without an Origin; the unsubscribe page's form posts it from the
 * site. A browser gets a page, anything else JSON.
 */
export const unsubscribeOneClick: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const wantsPage = (req.headers.get('accept') ?? '').includes('text/html')
    const body = await readTextWithin(req as Request, MAX_FORM_BYTES)
    if (body === null) return errorResponse(413, 'Request body is too large')
    if (!isOneClickBody(req.headers.get('content-type') ?? '', body)) {
      return errorResponse(400, 'Expected the form body List-Unsubscribe=One-Click')
    }
    const { token, fromMessage } = linkQuery(req)
    const outcome = await unsubscribe(req.payload, token, {
      ...changeContext(req, 'one-click unsubscribe'),
      fromMessage,
    })
    if (!outcome.ok) return wantsPage ? invalidPage() : errorResponse(400, INVALID_LINK)
    if (wantsPage) return htmlResponse(200, unsubscribedPage(outcome.subscriber.email))
    return Response.json({ message: 'Unsubscribed' }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
