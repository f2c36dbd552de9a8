import { getEnv } from './env'

/**
 * Password hashing (pbkdf2, 600,000 rounds) runs on libuv's thread pool; four hashes at once
 * would take every core of a small server and starve page answers and the pool's other work (file
 * reads, compression). Hashes wait here for one of PASSWORD_HASH_CONCURRENCY slots instead.
 */
export class Slots {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.active += 1
    try {
      return await task()
    } finally {
      // A waiting task takes over this slot; otherwise the slot is freed.
      const next = this.waiting.shift()
      if (next) next()
      else this.active -= 1
    }
  }

  get pending(): number {
    return this.waiting.length
  }
}

const SLOTS = Symbol.for('coach-site.passwordHashingSlots')

/** Runs a task that hashes or verifies a password in one of the process's hashing slots. */
export function withPasswordHashing<T>(task: () => Promise<T>): Promise<T> {
  const store = globalThis as typeof globalThis & { [SLOTS]?: Slots }
  store[SLOTS] ??= new Slots(getEnv().PASSWORD_HASH_CONCURRENCY)
  return store[SLOTS].run(task)
}
