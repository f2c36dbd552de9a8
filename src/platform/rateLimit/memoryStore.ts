import { RateLimiterMemory } from 'rate-limiter-flexible'

import { FlexibleRateLimitStore } from './flexibleStore'

/** The store of one process (rate-limiter-flexible's memory limiter, fixed windows): fast, but each app instance counts alone. */
export class MemoryRateLimitStore extends FlexibleRateLimitStore {
  constructor() {
    super((shape) => new RateLimiterMemory(shape))
  }
}
