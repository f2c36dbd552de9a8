import { AsyncLocalStorage } from 'node:async_hooks'

import { processWide } from '@/platform/processWide'
import { Slots } from './slots'

/**
 * A request's hold on one of the server's work slots (src/server/workQueue.ts). It gives the slot
 * back while it waits outside the event loop (a password hash, src/server/passwordHashingSlots.ts)
 * and takes one again after.
 */
export type WorkLease = { release: () => void; reacquire: () => Promise<void>; end: () => void }

/**
 * The lease of the request being handled: set by the server, which hands out the slots, and read
 * where a request waits outside the event loop.
 */
export const workLeases = processWide('workLeases', () => new AsyncLocalStorage<WorkLease>())

/** A lease on one slot, released once however often release() is called. */
export function leaseOf(slots: Slots): WorkLease {
  let held = true
  let ended = false
  const release = () => {
    if (!held) return
    held = false
    slots.release()
  }
  return {
    release,
    async reacquire() {
      if (held || ended) return
      // The request has waited its turn once and is half done: it goes before those not yet begun.
      await slots.acquire({ ahead: true })
      // Its answer ended (the visitor left) while it waited: the slot is not its to keep.
      if (ended) slots.release()
      else held = true
    },
    /** The answer is sent, or its visitor has gone: the slot goes back for good. */
    end() {
      ended = true
      release()
    },
  }
}
