/** The outbox's slug and statuses, apart from its collection so that the code the collection uses can import them. */
export const EMAIL_OUTBOX_SLUG = 'email-outbox'

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const
