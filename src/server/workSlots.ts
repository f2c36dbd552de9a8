import { AsyncLocalStorage } from 'node:async_hooks'

import { processWide } from './processWide'
import { Slots } from './slots'

/** A request's hold on one of the server's work slots (src/server/workQueue.ts). */
export type WorkLease = { release: () => void; reacquire: () => Promise<void> }

/**
 * The lease of the request being handled: set by the server, which hands out the slots, and read by
 * the app's endpoints, which give theirs back while they wait.
 */
export const workLeases = processWide('workLeases', () => new AsyncLocalStorage<WorkLease>())

/** A lease on one slot, released once however often release() is called. */
export function leaseOf(slots: Slots): WorkLease {
  let held = true
  return {
    release() {
      if (!held) return
      held = false
      slots.release()
    },
    async reacquire() {
      if (held) return
      // The request has waited its turn once and is half done: it goes before those not yet begun.
      await slots.acquire({ ahead: true })
      held = true
    },
  }
}

/**
 * Runs a task that waits without using the event loop (a password hash on the thread pool) with
 * the request's work slot given back, so other requests use it meanwhile; takes a slot again after,
 * ahead of the requests still waiting for their first.
 */
export async function outsideWorkSlot<T>(task: () => Promise<T>): Promise<T> {
  const lease = workLeases.getStore()
  if (!lease) return task()
  lease.release()
  try {
    return await task()
  } finally {
    await lease.reacquire()
  }
}
