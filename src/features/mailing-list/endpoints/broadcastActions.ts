import type { Endpoint, PayloadRequest } from 'payload'

import { BROADCASTS_SLUG } from '@/features/mailing-list/collections/broadcastsSlug'
import {
  BroadcastError,
  broadcastProgress,
  cancelBroadcast,
  previewBroadcast,
  scheduleBroadcast,
  sendTestBroadcast,
} from '@/features/mailing-list/broadcasts'
import { isDocumentId } from '@/platform/database/database'
import { broadcastSendSchema, broadcastTestSchema } from '@/features/mailing-list/validations'

import { requireAdmin } from '@/platform/http/currentUser'
import { errorResponse, htmlResponse, parseJsonBody } from '@/platform/http/endpoint'

type Action = (req: PayloadRequest, id: string) => Promise<Response>

/**
 * One of the owner's broadcast actions under /api/broadcasts/:id/...: admins only (anonymous 401,
 * anyone else 403), a malformed or unknown id a 404, a refused state change a 409.
 */
const broadcastAction = (method: 'get' | 'post', name: string, action: Action): Endpoint => ({
  path: `/:id/${name}`,
  method,
  handler: async (req) => {
    const auth = await requireAdmin(req, 'Only admins can manage broadcasts')
    if ('response' in auth) return auth.response
    const id = String(req.routeParams?.id ?? '')
    const collection = req.payload.collections[BROADCASTS_SLUG].config
    if (!isDocumentId(collection, id)) return errorResponse(404, 'No such broadcast')
    try {
      return await action(req, id)
    } catch (error) {
      if (error instanceof BroadcastError) return errorResponse(error.status, error.message)
      throw error
    }
  },
})

const noStore = { headers: { 'Cache-Control': 'no-store' } }

export const broadcastEndpoints: Endpoint[] = [
  broadcastAction('get', 'preview', async (req, id) => {
    const { html } = await previewBroadcast(req.payload, id)
    return htmlResponse(200, html)
  }),
  broadcastAction('get', 'progress', async (req, id) =>
    Response.json(await broadcastProgress(req.payload, id), noStore),
  ),
  broadcastAction('post', 'test', async (req, id) => {
    const parsed = await parseJsonBody(req, broadcastTestSchema)
    if (!parsed.ok) return parsed.response
    await sendTestBroadcast(req.payload, id, parsed.data.to)
    return Response.json({ message: `A test copy is on its way to ${parsed.data.to}` }, noStore)
  }),
  broadcastAction('post', 'send', async (req, id) => {
    const parsed = await parseJsonBody(req, broadcastSendSchema)
    if (!parsed.ok) return parsed.response
    return Response.json(await scheduleBroadcast(req.payload, id, parsed.data), noStore)
  }),
  broadcastAction('post', 'cancel', async (req, id) =>
    Response.json(await cancelBroadcast(req.payload, id), noStore),
  ),
]
