import { getEnv } from './env'
import { Slots } from './slots'
import { outsideWorkSlot } from './workSlots'

const SLOTS = Symbol.for('coach-site.passwordHashingSlots')

/**
 * Password hashing (pbkdf2, 600,000 rounds) runs on libuv's thread pool; four hashes at once
 * would take every core of a small server and starve page answers and the pool's other work (file
 * reads, compression). Hashes wait for one of PASSWORD_HASH_CONCURRENCY slots instead. Neither the
 * wait nor the hash uses the event loop, so the request gives its work slot back meanwhile.
 */
export function withPasswordHashing<T>(task: () => Promise<T>): Promise<T> {
  const store = globalThis as typeof globalThis & { [SLOTS]?: Slots }
  store[SLOTS] ??= new Slots(getEnv().PASSWORD_HASH_CONCURRENCY)
  const slots = store[SLOTS]
  return outsideWorkSlot(() => slots.run(task))
}
