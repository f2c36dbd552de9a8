type Waiter = () => void

/**
 * A counting semaphore: at most `size` holders at once. Those that wait are grouped by `key` (a
 * client address) and served in turns, one per key, in the order the keys began waiting: a key
 * with a hundred waiting gets one slot in each round, as does a key with one. Within a key, and
 * with one key only, the order is arrival order. `ahead` waits in front of every key.
 */
export class Slots {
  private active = 0
  /** Waiters that asked to go first, in arrival order. */
  private readonly ahead: Waiter[] = []
  /** Waiters by key; the Map's order is the order of turns (a served key goes to the back). */
  private readonly byKey = new Map<string, Waiter[]>()

  constructor(private readonly size: number) {}

  /** Takes a free slot at once and returns true, or returns false when every slot is held. */
  tryAcquire(): boolean {
    if (this.active >= this.size) return false
    this.active += 1
    return true
  }

  /**
   * Resolves once a slot is held; the holder must call release() exactly once. `ahead` waits in
   * front of the others, behind those that asked the same before; `key` groups waiters for turns.
   */
  acquire({ ahead = false, key = '' }: { ahead?: boolean; key?: string } = {}): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve()
    return new Promise<void>((resolve) => {
      if (ahead) return void this.ahead.push(resolve)
      const queue = this.byKey.get(key)
      if (queue) queue.push(resolve)
      else this.byKey.set(key, [resolve])
    })
  }

  release(): void {
    // A waiting task takes over this slot; otherwise the slot is freed.
    const next = this.ahead.shift() ?? this.nextInTurn()
    if (next) next()
    else this.active -= 1
  }

  /** How many wait, all keys together. */
  get waiting(): number {
    let count = this.ahead.length
    for (const queue of this.byKey.values()) count += queue.length
    return count
  }

  private nextInTurn(): Waiter | undefined {
    const first = this.byKey.entries().next()
    if (first.done) return undefined
    const [key, queue] = first.value
    const next = queue.shift()
    this.byKey.delete(key)
    if (queue.length > 0) this.byKey.set(key, queue)
    return next
  }
}
