/** A counting semaphore: at most `size` holders at once, the others wait in arrival order (see `ahead`). */
export class Slots {
  private active = 0
  private readonly waiting: (() => void)[] = []
  /** How many of `waiting`, at its front, asked to wait ahead. */
  private waitingAhead = 0

  constructor(private readonly size: number) {}

  /** Takes a free slot at once and returns true, or returns false when every slot is held. */
  tryAcquire(): boolean {
    if (this.active >= this.size) return false
    this.active += 1
    return true
  }

  /**
   * Resolves once a slot is held; the holder must call release() exactly once. `ahead` waits in
   * front of the others, behind those that asked the same before.
   */
  acquire({ ahead = false }: { ahead?: boolean } = {}): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve()
    return new Promise<void>((resolve) => {
      if (ahead) this.waiting.splice(this.waitingAhead++, 0, resolve)
      else this.waiting.push(resolve)
    })
  }

  release(): void {
    // A waiting task takes over this slot; otherwise the slot is freed.
    const next = this.waiting.shift()
    if (this.waitingAhead > 0) this.waitingAhead -= 1
    if (next) next()
    else this.active -= 1
  }
}
