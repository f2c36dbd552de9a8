import type { CollectionConfig } from 'payload'

import { serverOnlyCollection } from '../access/nobody'

export const RATE_LIMIT_HITS_SLUG = 'rate-limit-hits'

/**
 * One document per request a rate limit let through, when the limits live in the database
 * (RATE_LIMIT_STORE=database): every app instance counts the same hits. Only server code writes
 * and reads it, through the local API with overrideAccess; REST refuses every role, GraphQL and
 * the admin do not show it.
 */
export const RateLimitHits: CollectionConfig = {
  slug: RATE_LIMIT_HITS_SLUG,
  ...serverOnlyCollection,
  indexes: [{ fields: ['key', 'hitAt'] }],
  fields: [
    // "<action>:<client address>", e.g. "login:203.0.113.7"
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'hitAt', type: 'date', required: true, index: true },
  ],
}
