import type { IncomingMessage, ServerResponse } from 'node:http'
import { setImmediate as nextTurn } from 'node:timers/promises'

import { isStaticFilePath, parsePath } from './paths'
import { Slots } from './slots'
import { leaseOf, workLeases, type WorkLease } from './workSlots'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * Static assets, public files and media streams are cheap on the event loop but may take long to
 * send: they never wait.
 */
export function waitsForWorkSlot(method: string, url: string): boolean {
  const pathname = parsePath(url)?.pathname
  if ((method !== 'GET' && method !== 'HEAD') || !pathname) return true
  return !(isStaticFilePath(pathname) || pathname.startsWith('/api/media/file/'))
}

/**
 * Lets at most `size` requests into the app at once; the others wait without using the event
 * loop, in turns by `keyOf` (the client's address: one address with many waiting requests gets one
 * slot a round, like any other) and in arrival order within one address. A request holds its slot until its answer is sent (or its visitor has
 * gone), and gives it back while it waits outside the event loop (src/server/workSlots.ts). This keeps
 * the work queued on the event loop short, so page-cache hits answer in milliseconds under load.
 */
export function createWorkQueue(
  size: number,
  handle: Handler,
  keyOf: (request: IncomingMessage) => string = () => '',
): Handler {
  const slots = new Slots(size)
  return async (request, response) => {
    if (!waitsForWorkSlot(request.method ?? 'GET', request.url ?? '/')) return handle(request, response)
    let lease: WorkLease | null = null
    let closed = false
    response.once('close', () => {
      closed = true
      lease?.end()
    })
    if (!slots.tryAcquire()) {
      await slots.acquire({ key: keyOf(request) })
      // A freed slot is handed over within the finishing request's own tick; without this turn of
      // the event loop, a queue of requests would run back to back and keep waiting I/O (page views) out.
      await nextTurn()
    }
    lease = leaseOf(slots)
    if (closed) return lease.end()
    await workLeases.run(lease, () => handle(request, response))
  }
}
