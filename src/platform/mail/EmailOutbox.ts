import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminOnly } from '../access/adminOnly'
import { nobody } from '../access/nobody'
import { outboxRetry } from './outboxRetry'
import { expireDashboardOnChange } from '../cache/expireDashboard'
import { ClientError } from '../payload/clientError'
import { EMAIL_OUTBOX_SLUG, OUTBOX_STATUSES } from './emailOutboxSlug'
import { isRetryable, NOT_RETRYABLE } from './outbox'

export { EMAIL_OUTBOX_SLUG, OUTBOX_STATUSES }

export const SENDER_STATUS_ONLY = 'Only the sender marks an e-mail sending or sent'
export const SENT_STAYS_SENT = 'This e-mail was sent: its status stays sent, so it cannot go out again'

/**
 * The owner retries a failed (or cancelled) message by setting its status back to "queued" in the
 * admin: it is then due at once, with a fresh count of attempts. As the Retry button, a message
 * queued, being sent or sent is not queued again (409: a sent one would go out twice), and only the
 * sender marks a message sending or sent. Server code writes without a user and is not checked.
 */
const retryOnlyUnsent: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user) return data
  const from = originalDoc?.status
  if (data.status === undefined || data.status === from) return data
  if (data.status === 'sending' || data.status === 'sent') throw new ClientError(SENDER_STATUS_ONLY, 409)
  if (from === 'sent') throw new ClientError(SENT_STAYS_SENT, 409)
  if (data.status === 'queued' && !isRetryable(from)) throw new ClientError(NOT_RETRYABLE, 409)
  if (data.status === 'queued') {
    return { ...data, attempts: 0, nextAttemptAt: new Date().toISOString(), claimedAt: null }
  }
  return data
}

/**
 * Every e-mail the site sends, recorded before it is sent (src/platform/mail/outbox.ts). The `dedupeKey`
 * (recipient and purpose) is unique, so the same message is never recorded twice; the job queue
 * sends what is due and records each attempt's outcome here.
 */
export const EmailOutbox: CollectionConfig = {
  slug: EMAIL_OUTBOX_SLUG,
  access: {
    read: adminOnly,
    create: nobody,
    update: adminOnly,
    delete: adminOnly,
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'purpose', 'status', 'attempts', 'lastError', 'updatedAt'],
    group: 'Mailing list',
    description:
      'Every e-mail the site sends. A failed message shows its last error; open it and press Retry (or set its status back to "queued") to send it again.',
  },
  endpoints: [outboxRetry],
  hooks: { beforeChange: [retryOnlyUnsent], ...expireDashboardOnChange },
  // A broadcast's progress counts its messages by status, and the dashboard the sent messages of
  // each sequence step: both by purpose
  indexes: [{ fields: ['purpose', 'status', 'sentAt'] }],
  fields: [
    {
      name: 'retry',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/platform/mail/OutboxRetryButton#OutboxRetryButton' },
      },
    },
    { name: 'to', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'purpose', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'dedupeKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'nextAttemptAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'claimedAt', type: 'date', admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true } },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
    // A list e-mail (sequence step, broadcast): cancelled when its recipient unsubscribes
    { name: 'list', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true } },
    { name: 'replyTo', type: 'text', admin: { readOnly: true } },
    {
      name: 'headers',
      type: 'json',
      admin: {
        readOnly: true,
        components: { Field: '/platform/mail/OutboxHeadersField#OutboxHeadersField' },
      },
    },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    { name: 'html', type: 'textarea', admin: { readOnly: true } },
    // A calendar invitation or cancellation (iCalendar text and its method), sent as text/calendar
    { name: 'calendar', type: 'textarea', admin: { readOnly: true } },
    { name: 'calendarMethod', type: 'text', admin: { readOnly: true } },
  ],
}
