import crypto from 'node:crypto'

import { processWide } from './processWide'
import { Slots } from './slots'
import { outsideWorkSlot } from './workSlots'

type Pbkdf2Callback = (error: Error | null, derivedKey?: Buffer) => void
type Pbkdf2 = (...args: unknown[]) => void

/**
 * Replaces `target.pbkdf2` with one that runs at most `size` hashes at once; the other calls wait
 * for a slot in arrival order, and each slot is held for the hash only.
 */
export function limitPbkdf2(target: { pbkdf2: unknown }, size: number): Slots {
  const slots = new Slots(size)
  const hash = target.pbkdf2 as Pbkdf2
  target.pbkdf2 = (...args: unknown[]) => {
    // A call without a callback is an error: pbkdf2 itself throws it at once.
    if (typeof args.at(-1) !== 'function') return hash(...args)
    const done = args.pop() as Pbkdf2Callback
    void slots.acquire().then(() => {
      const finish: Pbkdf2Callback = (error, derivedKey) => {
        slots.release()
        done(error, derivedKey)
      }
      try {
        hash(...args, finish)
      } catch (error) {
        finish(error as Error)
      }
    })
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

/**
 * Runs a task that hashes a password (a login, a sign-up, a password change) with the request's
 * work slot given back meanwhile: neither waiting for a hashing slot nor the hash uses the event loop.
 */
export function withPasswordHashing<T>(task: () => Promise<T>): Promise<T> {
  return outsideWorkSlot(task)
}
