import type { CollectionConfig } from 'payload'

import { serverOnlyCollection } from '../access/nobody'

export const EMAIL_LEASES_SLUG = 'email-leases'

/**
 * One document per held lease (src/platform/database/leases.ts): the unique `key` lets a single app node at a
 * time drain the outbox or advance the sequences, and one session-time choice at a time take its
 * turn (`session-choice`). Only server code reads and writes it.
 */
export const EmailLeases: CollectionConfig = {
  slug: EMAIL_LEASES_SLUG,
  ...serverOnlyCollection,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'holder', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
