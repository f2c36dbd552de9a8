import crypto from 'node:crypto'

import { processWide } from '@/platform/processWide'
import { Slots } from './slots'
import { workLeases, type WorkLease } from './workSlots'

type Pbkdf2Callback = (error: Error | null, derivedKey?: Buffer) => void
type Pbkdf2 = (...args: unknown[]) => void

/** Runs a callback as Node runs pbkdf2's: outside any promise, so what it throws is not swallowed. */
const asCallback = (call: () => void) => process.nextTick(call)

/** Calls `next` once the request that hashed holds a work slot again (at once outside a request). */
function withWorkSlotAgain(lease: WorkLease | undefined, next: () => void) {
  if (!lease) return next()
  void lease.reacquire().then(() => asCallback(next))
}

/**
 * Replaces `target.pbkdf2` with one that runs at most `size` hashes at once; the other calls wait
 * for a slot in arrival order, and each slot is held for the hash only. A request that hashes gives
 * its work slot back (src/server/workSlots.ts) from the call until the hash is done, since neither
 * the wait nor the hash uses the event loop, and its callback runs once it holds one again.
 */
export function limitPbkdf2(target: { pbkdf2: unknown }, size: number): Slots {
  const slots = new Slots(size)
  const hash = target.pbkdf2 as Pbkdf2
  target.pbkdf2 = (...args: unknown[]) => {
    // A call without a callback is an error: pbkdf2 itself throws it at once.
    if (typeof args.at(-1) !== 'function') return hash(...args)
    const done = args.pop() as Pbkdf2Callback
    const lease = workLeases.getStore()
    const finish: Pbkdf2Callback = (error, derivedKey) => {
      slots.release()
      withWorkSlotAgain(lease, () => done(error, derivedKey))
    }
    const start = () => hash(...args, finish)
    if (slots.tryAcquire()) {
      try {
        start()
      } catch (error) {
        // Invalid arguments, thrown at once as pbkdf2 itself does.
        slots.release()
        throw error
      }
    } else {
      void slots.acquire().then(() => {
        try {
          start()
        } catch (error) {
          // Too late to throw: the arguments' error goes to the callback.
          asCallback(() => finish(error as Error))
        }
      })
    }
    lease?.release()
  }
  return slots
}

/**
 * Password hashing (pbkdf2, 600,000 rounds, ~0.1 s of a core) runs on libuv's thread pool; four
 * hashes at once would take every core of a small server and starve page answers and the pool's
 * other work (file reads, compression). Payload hashes inside `payload.login`, `payload.create`
 * and its own REST and GraphQL routes, with no hook around the hash alone, so every
 * `crypto.pbkdf2` call of the process waits for one of PASSWORD_HASH_CONCURRENCY slots instead:
 * the database work of a login runs while another login hashes. Installed once, by the server at
 * start-up, before the app's modules load.
 */
export function limitPasswordHashing(size: number): void {
  processWide('passwordHashingLimit', () => limitPbkdf2(crypto, size))
}
