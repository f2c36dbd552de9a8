import { createHash } from 'node:crypto'

import type { EmailAdapter, Payload, SendEmailOptions, Where } from 'payload'

import { EMAIL_OUTBOX_SLUG } from '../collections/EmailOutbox'
import type { EmailOutbox } from '../payload-types'
import { parseSender, transmitEmail } from './email'
import { getEnv } from './env'
import { takeLease } from './leases'
import { isUniqueViolation } from './uniqueViolation'

export type OutboxMessage = {
  to: string
  /** Why it is sent; with `to`, it makes the message unique (a second record is refused). */
  purpose: string
  subject: string
  text?: string
  html?: string
  replyTo?: string
  headers?: Record<string, string>
  /** A list e-mail (sequence step, broadcast): cancelled when the recipient unsubscribes. */
  list?: boolean
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

/** A message still "sending" this long after its claim was in flight when its process died. */
export const IN_FLIGHT_TIMEOUT_MS = 10 * 60 * 1000
const LEASE_KEY = 'email-outbox'
const LEASE_TTL_MS = 2 * 60 * 1000
const BATCH_SIZE = 50

/** Wait before attempt n + 1 after n failures: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const retryDelayMs = (failures: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60 * 1000)

const dedupeKeyOf = (to: string, purpose: string) => `${to.trim().toLowerCase()}|${purpose}`

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
  const dedupeKey = dedupeKeyOf(to, message.purpose)
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
        status: 'queued',
        attempts: 0,
        nextAttemptAt: iso(now),
      },
      overrideAccess: true,
      depth: 0,
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

/** Stops the list e-mails still waiting for `email` (after an unsubscribe); returns how many. */
export async function cancelQueuedListEmails(payload: Payload, email: string): Promise<number> {
  const result = await payload.update({
    collection: EMAIL_OUTBOX_SLUG,
    where: {
      and: [{ to: { equals: email } }, { list: { equals: true } }, { status: { equals: 'queued' } }],
    },
    data: { status: 'cancelled' },
    overrideAccess: true,
    depth: 0,
  })
  return result.docs.length
}

/** The owner's retry of a failed message, as the admin's status change does it. */
export async function retryEmail(payload: Payload, id: number | string, now = Date.now()): Promise<void> {
  await payload.update({
    collection: EMAIL_OUTBOX_SLUG,
    id,
    data: { status: 'queued', attempts: 0, nextAttemptAt: iso(now), claimedAt: null },
    overrideAccess: true,
    depth: 0,
  })
}

/** Deletes every outbox record of one address (GDPR erasure); returns how many. */
export async function deleteOutboxHistory(payload: Payload, email: string): Promise<number> {
  const result = await payload.delete({
    collection: EMAIL_OUTBOX_SLUG,
    where: { to: { equals: email.trim().toLowerCase() } },
    overrideAccess: true,
  })
  return result.docs.length
}

const toMail = (doc: EmailOutbox): SendEmailOptions => ({
  to: doc.to,
  subject: doc.subject,
  ...(doc.text ? { text: doc.text } : {}),
  ...(doc.html ? { html: doc.html } : {}),
  ...(doc.replyTo ? { replyTo: doc.replyTo } : {}),
  ...(doc.headers && typeof doc.headers === 'object'
    ? { headers: doc.headers as Record<string, string> }
    : {}),
})

async function mapLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Sends what is due, one app node at a time (a lease). Each message is marked "sending" before
 * its send and "sent" after, so a crash can repeat only a message whose send was in flight: such
 * a message is re-queued once IN_FLIGHT_TIMEOUT_MS has passed. A failed send is retried after
 * retryDelayMs, and after `maxAttempts` failures it stays "failed" with its last error.
 */
export async function drainOutbox(payload: Payload, options: DrainOptions = {}): Promise<DrainResult> {
  const { now = Date.now, concurrency = 4, budgetMs = 50_000 } = options
  const maxAttempts = options.maxAttempts ?? getEnv().EMAIL_MAX_ATTEMPTS
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, recovered: 0 }
  const lease = await takeLease(payload, LEASE_KEY, LEASE_TTL_MS, now())
  if (!lease) return result
  const started = now()
  try {
    const stale = await payload.update({
      collection: EMAIL_OUTBOX_SLUG,
      where: {
        and: [
          { status: { equals: 'sending' } },
          { claimedAt: { less_than: iso(now() - IN_FLIGHT_TIMEOUT_MS) } },
        ],
      },
      data: { status: 'queued', nextAttemptAt: iso(now()) },
      overrideAccess: true,
      depth: 0,
    })
    result.recovered = stale.docs.length

    while (now() - started < budgetMs) {
      const due: Where = {
        and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: iso(now()) } }],
      }
      const batch = await payload.find({
        collection: EMAIL_OUTBOX_SLUG,
        where: due,
        sort: 'nextAttemptAt',
        limit: BATCH_SIZE,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      if (batch.docs.length === 0) break
      if (!(await lease.renew(now()))) break
      const ids = batch.docs.map((doc) => doc.id)
      const claimed = await payload.update({
        collection: EMAIL_OUTBOX_SLUG,
        where: { and: [{ id: { in: ids } }, { status: { equals: 'queued' } }] },
        data: { status: 'sending', claimedAt: iso(now()) },
        overrideAccess: true,
        depth: 0,
      })
      await mapLimited(claimed.docs as EmailOutbox[], concurrency, async (doc) => {
        const env = getEnv()
        try {
          await transmitEmail(payload, { smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM }, toMail(doc))
        } catch (error) {
          const attempts = (doc.attempts ?? 0) + 1
          const lastError = String((error as Error)?.message ?? error).slice(0, 1000)
          const givingUp = attempts >= maxAttempts
          await payload.update({
            collection: EMAIL_OUTBOX_SLUG,
            id: doc.id,
            data: {
              status: givingUp ? 'failed' : 'queued',
              attempts,
              lastError,
              nextAttemptAt: iso(now() + retryDelayMs(attempts)),
            },
            overrideAccess: true,
            depth: 0,
          })
          if (givingUp) {
            result.failed++
            payload.logger.error(`E-mail ${doc.id} to ${doc.to} failed ${attempts} times: ${lastError}`)
          } else result.retried++
          return
        }
        await payload.update({
          collection: EMAIL_OUTBOX_SLUG,
          id: doc.id,
          data: { status: 'sent', sentAt: iso(now()), attempts: (doc.attempts ?? 0) + 1, lastError: null },
          overrideAccess: true,
          depth: 0,
        })
        result.sent++
      })
    }
  } finally {
    await lease.release()
  }
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
    const sender = parseSender(from)
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
