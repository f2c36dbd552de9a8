import type { CollectionConfig } from 'payload'

import type { Broadcast } from '@/payload-types'

import { adminOnlyAccess } from '@/platform/access/adminOnly'
import { keptByServer } from '@/platform/payload/fields'
import { broadcastEndpoints } from '../endpoints/broadcastActions'
import { expireDashboardOnChange } from '@/platform/cache/expireDashboard'
import { BROADCASTS_SLUG, broadcastPurpose } from './broadcastsSlug'

export { BROADCASTS_SLUG, broadcastPurpose }

export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const

/**
 * The sender's fields: written only by the panel's actions and the sender (the local API), never
 * by a save. The admin's form sends them back as it loaded them, so a save after Schedule or Send
 * in the same page wrote `draft` over `scheduled` or `sent` (and reset the counters and cursor).
 */
const senderOnly = { create: () => false, ...keptByServer }

/**
 * The newsletter itself can change while it is a draft or scheduled. Once it starts sending, the
 * sender composes each batch from it, and once sent it is the record of what went out: the
 * admin shows it read-only, and a save leaves it as stored.
 */
const untilItSends = {
  update: ({ doc }: { doc?: Partial<Pick<Broadcast, 'status'>> }) =>
    !doc?.status || doc.status === 'draft' || doc.status === 'scheduled',
}

/**
 * A newsletter the owner writes and sends to every confirmed subscriber. The counters are kept
 * by the sender (src/features/mailing-list/broadcasts.ts) so the admin can show progress while it sends.
 */
export const Broadcasts: CollectionConfig = {
  slug: BROADCASTS_SLUG,
  labels: { singular: 'Broadcast', plural: 'Broadcasts' },
  access: adminOnlyAccess,
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'scheduledAt', 'sent', 'failed', 'recipients'],
    group: 'Mailing list',
    description:
      'Write and save the newsletter, then preview it, send yourself a test, and send it now or at a time from the panel on the right.',
  },
  endpoints: broadcastEndpoints,
  hooks: expireDashboardOnChange,
  fields: [
    { name: 'subject', type: 'text', required: true, access: untilItSends },
    { name: 'body', type: 'richText', required: true, access: untilItSends },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: BROADCAST_STATUSES.map((value) => ({ label: value, value })),
      access: senderOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'scheduledAt',
      type: 'date',
      index: true,
      access: senderOnly,
      // Set by the panel's Schedule (the send time of a scheduled broadcast), not typed in here
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set with "Send at" and Schedule below.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    { name: 'startedAt', type: 'date', access: senderOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'finishedAt', type: 'date', access: senderOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'recipients',
      type: 'number',
      defaultValue: 0,
      access: senderOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sent',
      type: 'number',
      defaultValue: 0,
      access: senderOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'failed',
      type: 'number',
      defaultValue: 0,
      access: senderOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'controls',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/features/mailing-list/admin/BroadcastControls#BroadcastControls' },
      },
    },
    // The sender's cursor: the last subscriber id queued (as text: an integer on SQLite, an
    // ObjectId on MongoDB; src/platform/database/documentId.ts), so a restart goes on from there
    { name: 'cursor', type: 'text', access: senderOnly, admin: { hidden: true } },
    // Every confirmed subscriber is queued; the broadcast is sent once the outbox has settled them all
    {
      name: 'enqueuedAll',
      type: 'checkbox',
      defaultValue: false,
      access: senderOnly,
      admin: { hidden: true },
    },
  ],
}
