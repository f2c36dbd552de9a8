import { createHash } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'

import type { EmailAdapter, Payload, PayloadRequest } from 'payload'

import { EMAIL_OUTBOX_SLUG } from './emailOutboxSlug'
import { transmitEmail } from './transmitEmail'
import { getEnv } from '../env'
import { withLease } from '../database/leases'
import { type Mailbox, type MimeMessage, parseMailbox } from './mimeMessage'
import { claimDueMessages, type ClaimedMessage, markSent } from './outboxStore'
import { isUniqueViolation, UNIQUE_INSERT } from '../database/uniqueViolation'

export type OutboxMessage = {
  to: string
  /** Why it is sent; with `to`, it makes the message unique (a second record is refused). */
  purpose: string
  /**
   * The address that stands for `to` in that uniqueness: messages of one purpose to every address
   * with the same `dedupeAs` are one message (the first is kept). `to` when not given.
   */
  dedupeAs?: string
  subject: string
  text?: string
  html?: string
  replyTo?: string
  headers?: Record<string, string>
  /** A list e-mail (sequence step, broadcast): cancelled when the recipient unsubscribes. */
  list?: boolean
  /** An iCalendar invitation or cancellation sent beside the text (see mimeMessage.ts). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
  /** When it is due (a reminder); now when not given. */
  sendAt?: number
}

export type EnqueueResult = { id: number | string; created: boolean }

export type DrainResult = { sent: number; retried: number; failed: number; recovered: number }

export type DrainOptions = {
  now?: () => number
  /** Messages handed to the mail server at once. */
  concurrency?: number
  /** The drain stops taking new messages after this long (the next job run goes on). */
  budgetMs?: number
  maxAttempts?: number
}

/** The default in-flight timeout: a message still "sending" this long after its claim was in flight when its process died. */
export const IN_FLIGHT_TIMEOUT_MS = 10 * 60 * 1000
const LEASE_KEY = 'email-outbox'
const LEASE_TTL_MS = 2 * 60 * 1000
/** Messages claimed (and recorded sent) together: the most a crash can make the site send twice. */
const BATCH_SIZE = 200

/** Wait before attempt n + 1 after n failures: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const retryDelayMs = (failures: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60 * 1000)

/** The outbox's uniqueness key: one message per recipient and purpose. */
export const dedupeKeyOf = (to: string, purpose: string) => `${to.trim().toLowerCase()}|${purpose}`

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Records a message for the job queue to send, at most once per (recipient, purpose): a second
 * call with the same pair returns the first record and records nothing.
 */
export async function enqueueEmail(
  payload: Payload,
  message: OutboxMessage,
  { now = Date.now() }: { now?: number } = {},
): Promise<EnqueueResult> {
  const to = message.to.trim().toLowerCase()
  const dedupeKey = dedupeKeyOf(message.dedupeAs ?? to, message.purpose)
  try {
    const doc = await payload.create({
      collection: EMAIL_OUTBOX_SLUG,
      data: {
        to,
        purpose: message.purpose,
        dedupeKey,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: message.headers,
        list: message.list ?? false,
        calendar: message.calendar?.content,
        calendarMethod: message.calendar?.method,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: iso(message.sendAt ?? now),
      },
      overrideAccess: true,
      depth: 0,
      ...UNIQUE_INSERT,
    })
    return { id: doc.id, created: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const existing = await payload.find({
      collection: EMAIL_OUTBOX_SLUG,
      where: { dedupeKey: { equals: dedupeKey } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!existing.docs[0]) throw error
    return { id: existing.docs[0].id, created: false }
  }
}

/**
 * Stops the list e-mails still waiting for `email` (after an unsubscribe). One write, guarded by
 * the status in the write itself, on both databases: a message the sender claimed or sent meanwhile
 * is left as it is. The adapter's updateMany, not Payload's bulk update, which reads each message
 * and writes it by id (a claim in between was overwritten) and lists a failed write instead of
 * throwing (the caller could neither run it again nor tell).
 */
export async function cancelQueuedListEmails(payload: Payload, email: string): Promise<void> {
  await payload.db.updateMany({
    collection: EMAIL_OUTBOX_SLUG,
    where: {
      and: [{ to: { equals: email } }, { list: { equals: true } }, { status: { equals: 'queued' } }],
    },
    data: { status: 'cancelled', updatedAt: new Date().toISOString() },
    returning: false,
  })
}

export type RetryOutcome = 'queued' | 'not-found' | 'not-retryable'

/** Why a message is not queued again: the Retry button's 409 and the admin's status select's. */
export const NOT_RETRYABLE = 'Only a failed or cancelled e-mail can be retried'

/** The statuses from which a message may go back to queued: it was not sent and is not being sent. */
export const isRetryable = (status: string | null | undefined): boolean =>
  status === 'failed' || status === 'cancelled'

/**
 * The owner's retry of a failed or cancelled message (the admin's Retry button): due at once, with
 * a fresh count of attempts. A message queued, being sent or sent is left alone.
 */
export async function retryEmail(
  payload: Payload,
  id: number | string,
  now = Date.now(),
): Promise<RetryOutcome> {
  const found = await payload.find({
    collection: EMAIL_OUTBOX_SLUG,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const message = found.docs[0]
  if (!message) return 'not-found'
  if (!isRetryable(message.status)) return 'not-retryable'
  await payload.update({
    collection: EMAIL_OUTBOX_SLUG,
    id: message.id,
    data: { status: 'queued', attempts: 0, nextAttemptAt: iso(now), claimedAt: null },
    overrideAccess: true,
    depth: 0,
  })
  return 'queued'
}

/** Deletes every outbox record of one address (GDPR erasure), inside `req`'s transaction when given; returns how many. */
export async function deleteOutboxHistory(
  payload: Payload,
  email: string,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const result = await payload.delete({
    collection: EMAIL_OUTBOX_SLUG,
    where: { to: { equals: email.trim().toLowerCase() } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return result.docs.length
}

const toMail = (doc: ClaimedMessage, from: Mailbox): MimeMessage => ({
  from,
  to: doc.to,
  subject: doc.subject,
  text: doc.text,
  html: doc.html,
  replyTo: doc.replyTo,
  headers: doc.headers && typeof doc.headers === 'object' ? doc.headers : null,
  calendar: doc.calendar,
  calendarMethod: doc.calendarMethod,
})

async function mapLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Records a failed attempt: due again after retryDelayMs, or "failed" for good after `maxAttempts`. */
async function recordFailure(
  payload: Payload,
  doc: ClaimedMessage,
  error: unknown,
  { now, maxAttempts }: { now: number; maxAttempts: number },
): Promise<'retried' | 'failed'> {
  const attempts = doc.attempts + 1
  const lastError = String((error as Error)?.message ?? error).slice(0, 1000)
  const givingUp = attempts >= maxAttempts
  await payload.update({
    collection: EMAIL_OUTBOX_SLUG,
    id: doc.id,
    data: {
      status: givingUp ? 'failed' : 'queued',
      attempts,
      lastError,
      nextAttemptAt: iso(now + retryDelayMs(attempts)),
    },
    overrideAccess: true,
    depth: 0,
  })
  if (givingUp) payload.logger.error(`E-mail ${doc.id} to ${doc.to} failed ${attempts} times: ${lastError}`)
  return givingUp ? 'failed' : 'retried'
}

/**
 * Sends what is due, one app node at a time (a lease). Each message is marked "sending" before
 * its send, and its batch "sent" once every send of the batch is done, so a crash can repeat only
 * the messages of the batch in flight: such a message is re-queued once the in-flight timeout
 * (EMAIL_IN_FLIGHT_TIMEOUT_SECONDS) has passed. A failed send is retried after retryDelayMs, and
 * after `maxAttempts` failures it stays "failed" with its last error.
 */
export async function drainOutbox(payload: Payload, options: DrainOptions = {}): Promise<DrainResult> {
  const env = getEnv()
  const { now = Date.now, concurrency = env.EMAIL_SEND_CONCURRENCY, budgetMs = 50_000 } = options
  const maxAttempts = options.maxAttempts ?? env.EMAIL_MAX_ATTEMPTS
  const inFlightTimeoutMs = env.EMAIL_IN_FLIGHT_TIMEOUT_SECONDS * 1000
  const sender = parseMailbox(env.EMAIL_FROM)
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, recovered: 0 }
  await withLease(payload, { key: LEASE_KEY, ttlMs: LEASE_TTL_MS, now }, async (renew) => {
    const started = now()
    const stale = await payload.update({
      collection: EMAIL_OUTBOX_SLUG,
      where: {
        and: [
          { status: { equals: 'sending' } },
          { claimedAt: { less_than: iso(now() - inFlightTimeoutMs) } },
        ],
      },
      data: { status: 'queued', nextAttemptAt: iso(now()) },
      overrideAccess: true,
      depth: 0,
    })
    result.recovered = stale.docs.length

    while (now() - started < budgetMs) {
      if (!(await renew())) break
      const claimed = await claimDueMessages(payload, now(), BATCH_SIZE)
      if (claimed.length === 0) break
      const sent: ClaimedMessage['id'][] = []
      await mapLimited(claimed, concurrency, async (doc) => {
        try {
          await transmitEmail(
            payload,
            { smtpUrl: env.SMTP_URL, connections: concurrency },
            toMail(doc, sender),
          )
          sent.push(doc.id)
        } catch (error) {
          result[await recordFailure(payload, doc, error, { now: now(), maxAttempts })]++
        }
      })
      await markSent(payload, sent, now())
      result.sent += sent.length
      // The SQLite client never leaves the microtask queue: without a turn between batches, no
      // page would be answered and no SMTP socket read until the loop ends (src/platform/payload/takeTurns.ts)
      await nextTurn()
    }
  })
  return result
}

/**
 * Payload's e-mail adapter: whatever Payload itself sends (the password-reset e-mail of every
 * route) is recorded in the outbox like the site's own messages. Its purpose is a digest of the
 * content, so the same message is recorded once.
 */
export const outboxEmailAdapter =
  ({ from }: { from: string }): EmailAdapter =>
  ({ payload }) => {
    const sender = parseMailbox(from)
    return {
      name: 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const to = String(Array.isArray(message.to) ? message.to[0] : message.to)
        const subject = String(message.subject ?? '')
        const text = typeof message.text === 'string' ? message.text : undefined
        const html = typeof message.html === 'string' ? message.html : undefined
        const digest = createHash('sha256')
          .update(JSON.stringify([subject, text, html]))
          .digest('hex')
          .slice(0, 24)
        return enqueueEmail(payload, { to, purpose: `payload:${digest}`, subject, text, html })
      },
    }
  }
