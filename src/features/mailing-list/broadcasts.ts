import { setImmediate as nextTurn } from 'node:timers/promises'

import type { Payload } from 'payload'

import { BROADCASTS_SLUG, broadcastPurpose } from './collections/broadcastsSlug'
import type { Broadcast, EmailSignup } from '@/payload-types'
import { afterCursor, documentIdOf, type DocumentId } from '@/platform/database/documentId'
import { escapeHtml, renderRichTextEmail, type EmailParts } from '@/platform/mail/emailLayout'
import { getEnv } from '@/platform/env'
import { withLease } from '@/platform/database/leases'
import { listUnsubscribe, SUBSCRIBERS_SLUG } from './mailingList'
import { dedupeKeyOf, enqueueEmail } from '@/platform/mail/outbox'
import {
  countByStatus,
  countInStatus,
  insertNewMessages,
  setStatusByPurpose,
  type NewOutboxRow,
} from '@/platform/mail/outboxStore'

const LEASE_KEY = 'broadcasts'
const LEASE_TTL_MS = 2 * 60 * 1000
/** Subscribers read, and outbox messages written, per statement. */
const BATCH_SIZE = 250
/**
 * A broadcast's copies waiting in the outbox at most: queuing runs ahead of sending by this much,
 * so 100,000 copies are not all built (in memory, then on disk) before the first is sent.
 */
const MAX_BACKLOG = 5000

export type BroadcastProgress = {
  id: Broadcast['id']
  status: Broadcast['status']
  scheduledAt: string | null
  startedAt: string | null
  finishedAt: string | null
  recipients: number
  sent: number
  failed: number
  /** Queued or being sent now. */
  remaining: number
  cancelled: number
}

/** A refused request of the owner's, answered as a 4xx naming the problem. */
export class BroadcastError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
    this.name = 'BroadcastError'
  }
}

async function loadBroadcast(payload: Payload, id: number | string): Promise<Broadcast> {
  const found = await payload.find({
    collection: BROADCASTS_SLUG,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!found.docs[0]) throw new BroadcastError(404, 'No such broadcast')
  return found.docs[0]
}

const updateBroadcast = (payload: Payload, id: Broadcast['id'], data: Partial<Broadcast>) =>
  payload.update({ collection: BROADCASTS_SLUG, id, data, depth: 0, overrideAccess: true })

/** What stands for a recipient's unsubscribe link in the rendered template, replaced per recipient. */
const LINK_PLACEHOLDER = 'https://unsubscribe.invalid/link'

/** The placeholder has no character HTML escapes, so it reads the same in both parts. */
const fillLink = (part: string, url: string) => part.replaceAll(LINK_PLACEHOLDER, url)

/**
 * The broadcast rendered once in the site's look, with a placeholder for the unsubscribe link:
 * each recipient's copy only swaps in its own link (rendering Lexical 100,000 times would not).
 */
function broadcastTemplate(broadcast: Broadcast): EmailParts {
  const sample = listUnsubscribe({ id: 0, email: 'reader@example.com' })
  return renderRichTextEmail(broadcast.body, {
    subject: broadcast.subject,
    site: getEnv().NEXT_PUBLIC_SERVER_URL,
    footerHtml: sample.footerHtml.replaceAll(escapeHtml(sample.url), LINK_PLACEHOLDER),
    footerText: sample.footerText.replaceAll(sample.url, LINK_PLACEHOLDER),
  })
}

/** One subscriber's copy: the template with their own unsubscribe link and List-Unsubscribe headers. */
function personalise(
  template: EmailParts,
  broadcast: Broadcast,
  subscriber: Pick<EmailSignup, 'id' | 'email'>,
) {
  const footer = listUnsubscribe(subscriber, broadcastPurpose(broadcast.id))
  return {
    subject: template.subject,
    html: fillLink(template.html, escapeHtml(footer.url)),
    text: fillLink(template.text, footer.url),
    headers: footer.headers,
  }
}

/** The broadcast as a subscriber will see it (its unsubscribe link a sample that unsubscribes nobody). */
export async function previewBroadcast(payload: Payload, id: number | string): Promise<EmailParts> {
  return broadcastTemplate(await loadBroadcast(payload, id))
}

/**
 * Sends one copy to `to` (the owner's test), marked "[Test]". Not a list e-mail: it reaches any
 * address, and each test is a message of its own.
 */
export async function sendTestBroadcast(
  payload: Payload,
  id: number | string,
  to: string,
  now = Date.now(),
): Promise<{ queued: true }> {
  const broadcast = await loadBroadcast(payload, id)
  const template = broadcastTemplate(broadcast)
  await enqueueEmail(
    payload,
    {
      to,
      purpose: `broadcast-test:${broadcast.id}:${now}`,
      subject: `[Test] ${template.subject}`,
      html: template.html,
      text: template.text,
    },
    { now },
  )
  return { queued: true }
}

/**
 * Schedules the broadcast for `scheduledAt` (now when absent): the job starts sending it to every
 * confirmed subscriber then. Only a draft (or a scheduled broadcast, to move it) can be scheduled.
 */
export async function scheduleBroadcast(
  payload: Payload,
  id: number | string,
  { scheduledAt, now = Date.now() }: { scheduledAt?: string; now?: number } = {},
): Promise<BroadcastProgress> {
  const broadcast = await loadBroadcast(payload, id)
  if (broadcast.status !== 'draft' && broadcast.status !== 'scheduled') {
    throw new BroadcastError(409, `This broadcast is ${broadcast.status}; only a draft can be sent`)
  }
  await updateBroadcast(payload, broadcast.id, {
    status: 'scheduled',
    scheduledAt: scheduledAt ?? new Date(now).toISOString(),
    cursor: null,
    enqueuedAll: false,
  })
  return broadcastProgress(payload, broadcast.id)
}

/**
 * Stops the broadcast: no further subscriber is queued, and its messages still waiting in the
 * outbox are cancelled (those being handed to the mail server at this moment still go out).
 */
export async function cancelBroadcast(
  payload: Payload,
  id: number | string,
  now = Date.now(),
): Promise<BroadcastProgress> {
  const broadcast = await loadBroadcast(payload, id)
  if (broadcast.status !== 'scheduled' && broadcast.status !== 'sending') {
    throw new BroadcastError(
      409,
      `This broadcast is ${broadcast.status}; only a scheduled or sending one can be cancelled`,
    )
  }
  await updateBroadcast(payload, broadcast.id, {
    status: 'cancelled',
    finishedAt: new Date(now).toISOString(),
  })
  await setStatusByPurpose(payload, broadcastPurpose(broadcast.id), 'queued', 'cancelled', now)
  return refreshCounters(payload, await loadBroadcast(payload, broadcast.id))
}

/** Progress as the admin shows it, counted from the outbox (one grouped count). */
export async function broadcastProgress(payload: Payload, id: number | string): Promise<BroadcastProgress> {
  const broadcast = await loadBroadcast(payload, id)
  const counts = await countByStatus(payload, broadcastPurpose(broadcast.id))
  return {
    id: broadcast.id,
    status: broadcast.status,
    scheduledAt: broadcast.scheduledAt ?? null,
    startedAt: broadcast.startedAt ?? null,
    finishedAt: broadcast.finishedAt ?? null,
    recipients: counts.queued + counts.sending + counts.sent + counts.failed + counts.cancelled,
    sent: counts.sent,
    failed: counts.failed,
    remaining: counts.queued + counts.sending,
    cancelled: counts.cancelled,
  }
}

/**
 * Stores the outbox's counts on the broadcast (the admin list and the owner's dashboard read
 * them), and marks a broadcast whose every message is settled "sent".
 */
async function refreshCounters(payload: Payload, broadcast: Broadcast, now = Date.now()) {
  const progress = await broadcastProgress(payload, broadcast.id)
  const done = broadcast.status === 'sending' && broadcast.enqueuedAll && progress.remaining === 0
  await updateBroadcast(payload, broadcast.id, {
    recipients: progress.recipients,
    sent: progress.sent,
    failed: progress.failed,
    ...(done ? { status: 'sent', finishedAt: new Date(now).toISOString() } : {}),
  })
  return { ...progress, ...(done ? { status: 'sent' as const } : {}) }
}

export type AdvanceBroadcastsResult = { queued: number; finished: number }

/**
 * The job's part: starts the broadcasts whose time has come, queues their messages in the outbox
 * a batch of subscribers at a time, and keeps the counters. The cursor (the last subscriber id
 * queued) is stored after each batch, so a restart goes on from there; a batch queued again after
 * a crash adds nothing, since a message is recorded once per recipient and purpose. Only
 * confirmed subscribers are queued, and a cancel is seen before each batch.
 */
export async function advanceBroadcasts(
  payload: Payload,
  {
    now = Date.now,
    budgetMs = 50_000,
    batchSize = BATCH_SIZE,
    maxBatches = Infinity,
  }: { now?: () => number; budgetMs?: number; batchSize?: number; maxBatches?: number } = {},
): Promise<AdvanceBroadcastsResult> {
  const result: AdvanceBroadcastsResult = { queued: 0, finished: 0 }
  await withLease(payload, { key: LEASE_KEY, ttlMs: LEASE_TTL_MS, now }, async (renew) => {
    const started = now()
    await payload.update({
      collection: BROADCASTS_SLUG,
      where: {
        and: [
          { status: { equals: 'scheduled' } },
          { scheduledAt: { less_than_equal: new Date(now()).toISOString() } },
        ],
      },
      data: { status: 'sending', startedAt: new Date(now()).toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    const sending = await payload.find({
      collection: BROADCASTS_SLUG,
      where: { status: { equals: 'sending' } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const broadcast of sending.docs) {
      let current = broadcast
      const template = broadcastTemplate(broadcast)
      for (let batch = 0; !current.enqueuedAll && batch < maxBatches && now() - started < budgetMs; batch++) {
        if (!(await renew())) return
        current = await loadBroadcast(payload, broadcast.id)
        if (current.status !== 'sending') break
        if ((await countInStatus(payload, broadcastPurpose(current.id), 'queued')) >= MAX_BACKLOG) break
        const queued = await queueNextBatch(payload, current, template, { now: now(), batchSize })
        result.queued += queued.created
        current = await updateBroadcast(payload, current.id, {
          cursor: queued.cursor,
          enqueuedAll: queued.last,
        })
        await nextTurn() // between batches, as the outbox sender does (src/platform/mail/outbox.ts)
      }
      // Cancelled while a batch was being queued: that batch is cancelled too
      if (current.status === 'cancelled') {
        await setStatusByPurpose(payload, broadcastPurpose(current.id), 'queued', 'cancelled', now())
      }
      const progress = await refreshCounters(payload, current, now())
      if (progress.status === 'sent') result.finished++
    }
  })
  return result
}

/** Queues the next `batchSize` confirmed subscribers after the cursor. */
async function queueNextBatch(
  payload: Payload,
  broadcast: Broadcast,
  template: EmailParts,
  { now, batchSize }: { now: number; batchSize: number },
): Promise<{ created: number; cursor: string | null; last: boolean }> {
  const cursor: DocumentId | null = documentIdOf(payload, broadcast.cursor)
  const subscribers = await payload.find({
    collection: SUBSCRIBERS_SLUG,
    where: { and: [{ status: { equals: 'confirmed' } }, afterCursor(cursor)] },
    sort: 'id',
    limit: batchSize,
    pagination: false,
    depth: 0,
    select: { email: true },
    overrideAccess: true,
  })
  const purpose = broadcastPurpose(broadcast.id)
  const nextAttemptAt = new Date(now).toISOString()
  const rows: NewOutboxRow[] = subscribers.docs.map((subscriber) => ({
    to: subscriber.email,
    purpose,
    dedupeKey: dedupeKeyOf(subscriber.email, purpose),
    list: true,
    nextAttemptAt,
    ...personalise(template, broadcast, subscriber),
  }))
  const created = await insertNewMessages(payload, rows)
  const lastId = subscribers.docs.at(-1)?.id ?? cursor
  return {
    created,
    cursor: lastId === null ? null : String(lastId),
    last: subscribers.docs.length < batchSize,
  }
}
