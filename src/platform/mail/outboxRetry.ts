import type { Endpoint } from 'payload'

import { EMAIL_OUTBOX_SLUG } from '@/platform/mail/emailOutboxSlug'
import { isDocumentId } from '@/platform/database/database'
import { NOT_RETRYABLE, retryEmail } from '@/platform/mail/outbox'

import { requireAdmin } from '../http/currentUser'
import { errorResponse } from '../http/endpoint'

/**
 * POST /api/email-outbox/:id/retry (the admin's Retry button): a failed or cancelled message is
 * queued again, due at once. Admins only; an unknown id is a 404, any other status a 409.
 */
export const outboxRetry: Endpoint = {
  path: '/:id/retry',
  method: 'post',
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can retry e-mails')
    if ('response' in auth) return auth.response
    const id = String(req.routeParams?.id ?? '')
    if (!isDocumentId(req.payload.collections[EMAIL_OUTBOX_SLUG].config, id)) {
      return errorResponse(404, 'No such e-mail')
    }
    const outcome = await retryEmail(req.payload, id)
    if (outcome === 'not-found') return errorResponse(404, 'No such e-mail')
    if (outcome === 'not-retryable') return errorResponse(409, NOT_RETRYABLE)
    return Response.json({ message: 'Queued again' }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
