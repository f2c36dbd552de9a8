import type { Endpoint } from 'payload'

import { toCsv } from '@/platform/http/csv'
import { isDocumentId } from '@/platform/database/database'
import { SUBSCRIBERS_SLUG } from '@/features/mailing-list/mailingList'
import {
  eraseSubscriber,
  SUBSCRIBER_CSV_COLUMNS,
  subscriberCsvPages,
} from '@/features/mailing-list/subscribers'

import { requireAdmin } from '@/platform/http/currentUser'
import { errorResponse } from '@/platform/http/endpoint'

/**
 * GET /api/email-signups/export: every subscriber as CSV (email, status, subscribedAt,
 * confirmedAt, unsubscribedAt, source), streamed a page at a time. Admins only.
 */
export const subscriberExport: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can export subscribers')
    if ('response' in auth) return auth.response
    const pages = subscriberCsvPages(req.payload)
    const encoder = new TextEncoder()
    let header = true
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await pages.next()
        if (next.done) {
          if (header) controller.enqueue(encoder.encode(`${SUBSCRIBER_CSV_COLUMNS.join(',')}\n`))
          controller.close()
          return
        }
        controller.enqueue(
          encoder.encode(toCsv(next.value, { header, columns: [...SUBSCRIBER_CSV_COLUMNS] })),
        )
        header = false
      },
      async cancel() {
        await pages.return(undefined)
      },
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/**
 * POST /api/email-signups/:id/erase: deletes the subscriber for good (GDPR), with their consent
 * record and every outbox message to the address. Admins only; an unknown id is a 404.
 */
export const subscriberErase: Endpoint = {
  path: '/:id/erase',
  method: 'post',
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can erase subscribers')
    if ('response' in auth) return auth.response
    const id = String(req.routeParams?.id ?? '')
    if (!isDocumentId(req.payload.collections[SUBSCRIBERS_SLUG].config, id)) {
      return errorResponse(404, 'No such subscriber')
    }
    const result = await eraseSubscriber(req.payload, id)
    if (!result.erased) return errorResponse(404, 'No such subscriber')
    return Response.json(
      { message: `${result.email} was erased`, outboxMessages: result.outboxMessages },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
