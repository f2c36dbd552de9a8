import { getEnv } from '../lib/env'
import { processWide } from './processWide'
import { Slots } from './slots'
import { outsideWorkSlot } from './workSlots'

/**
 * Password hashing (pbkdf2, 600,000 rounds) runs on libuv's thread pool; four hashes at once
 * would take every core of a small server and starve page answers and the pool's other work (file
 * reads, compression). Hashes wait for one of PASSWORD_HASH_CONCURRENCY slots instead. Neither the
 * wait nor the hash uses the event loop, so the request gives its work slot back meanwhile.
 */
export function withPasswordHashing<T>(task: () => Promise<T>): Promise<T> {
  // Created at the first hash, once the environment is validated.
  const slots = processWide('passwordHashingSlots', () => new Slots(getEnv().PASSWORD_HASH_CONCURRENCY))
  return outsideWorkSlot(() => slots.run(task))
}
