import { sql } from '@payloadcms/db-sqlite'
import type { Payload, Where } from 'payload'

import { isUniqueViolation, UNIQUE_INSERT } from '../database/uniqueViolation'
import type { MessageContent } from './mimeMessage'
import { EMAIL_OUTBOX_SLUG, type OUTBOX_STATUSES } from './emailOutboxSlug'

/**
 * The outbox's bulk operations: claim a batch, mark a batch sent, insert many messages, count a
 * purpose's messages by status. A broadcast moves 100,000 rows through them, which Payload's local
 * API does one row at a time (find, then update each with its hooks); on SQLite each is one SQL
 * statement (sqliteOutboxStore). On MongoDB they go through the local API (localApiOutboxStore:
 * same results, slower). Both pass one contract suite (tests/int/helpers/storeContracts.ts).
 */

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** The part of a message the sender needs. */
export type ClaimedMessage = MessageContent & { id: number | string; attempts: number }

export type NewOutboxRow = {
  to: string
  purpose: string
  dedupeKey: string
  subject: string
  text?: string
  html?: string
  replyTo?: string
  headers?: Record<string, string>
  list: boolean
  nextAttemptAt: string
}

type SqliteDb = {
  all: (query: ReturnType<typeof sql>) => Promise<unknown[]>
  run: (query: ReturnType<typeof sql>) => Promise<unknown>
}

export interface OutboxStore {
  /** Marks up to `limit` due messages "sending" (claimed at `now`) and returns them. */
  claimDueMessages(now: number, limit: number): Promise<ClaimedMessage[]>
  /** Records the send of every message of `ids`. */
  markSent(ids: (number | string)[], now: number): Promise<void>
  /** Sets the status of the messages of `purpose` now in `from` to `to`; returns how many changed. */
  setStatusByPurpose(purpose: string, from: OutboxStatus, to: OutboxStatus, now: number): Promise<number>
  /** Inserts the messages whose dedupeKey is not recorded yet; returns how many were new. */
  insertNewMessages(rows: NewOutboxRow[]): Promise<number>
  /** How many messages of `purpose` are in `status`. */
  countInStatus(purpose: string, status: OutboxStatus): Promise<number>
  /** How many messages of `purpose` are in each status. */
  countByStatus(purpose: string): Promise<StatusCounts>
}

export type StatusCounts = Record<OutboxStatus, number>

const noCounts = (): StatusCounts => ({ queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 })

/** The drizzle client of the SQLite adapter, or null on another database. */
function sqliteDb(payload: Payload): SqliteDb | null {
  const db = payload.db as unknown as { name?: string; drizzle?: SqliteDb }
  return db.name === 'sqlite' && db.drizzle ? db.drizzle : null
}

const iso = (ms: number) => new Date(ms).toISOString()

type Row = {
  id: number
  to: string
  subject: string
  text: string | null
  html: string | null
  reply_to: string | null
  headers: string | null
  calendar: string | null
  calendar_method: string | null
  attempts: number
}

const parseHeaders = (value: string | null): Record<string, string> | null => {
  if (!value) return null
  try {
    return JSON.parse(value) as Record<string, string>
  } catch {
    return null
  }
}

const fromRow = (row: Row): ClaimedMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  replyTo: row.reply_to,
  headers: parseHeaders(row.headers),
  calendar: row.calendar,
  calendarMethod: row.calendar_method,
  attempts: Number(row.attempts ?? 0),
})

/** The outbox's operations as one SQL statement each, on the SQLite adapter's client. */
export function sqliteOutboxStore(db: SqliteDb): OutboxStore {
  return {
    async claimDueMessages(now, limit) {
      const at = iso(now)
      const rows = (await db.all(sql`
        UPDATE email_outbox SET status = 'sending', claimed_at = ${at}, updated_at = ${at}
        WHERE id IN (
          SELECT id FROM email_outbox WHERE status = 'queued' AND next_attempt_at <= ${at}
          ORDER BY next_attempt_at LIMIT ${limit}
        ) AND status = 'queued'
        RETURNING id, "to", subject, text, html, reply_to, headers, calendar, calendar_method, attempts`)) as Row[]
      return rows.map(fromRow)
    },

    async markSent(ids, now) {
      if (ids.length === 0) return
      const at = iso(now)
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
      await db.run(sql`
        UPDATE email_outbox SET status = 'sent', sent_at = ${at}, updated_at = ${at},
          attempts = attempts + 1, last_error = NULL
        WHERE id IN (${list}) AND status = 'sending'`)
    },

    async setStatusByPurpose(purpose, from, to, now) {
      const rows = await db.all(sql`
        UPDATE email_outbox SET status = ${to}, updated_at = ${iso(now)}
        WHERE purpose = ${purpose} AND status = ${from} RETURNING id`)
      return rows.length
    },

    async insertNewMessages(rows) {
      if (rows.length === 0) return 0
      const values = sql.join(
        rows.map(
          (row) =>
            sql`(${row.to}, ${row.purpose}, ${row.dedupeKey}, ${row.subject}, 'queued', 0, ${row.nextAttemptAt}, ${row.list ? 1 : 0}, ${row.replyTo ?? null}, ${row.headers ? JSON.stringify(row.headers) : null}, ${row.text ?? null}, ${row.html ?? null})`,
        ),
        sql`, `,
      )
      const inserted = await db.all(sql`
        INSERT INTO email_outbox ("to", purpose, dedupe_key, subject, status, attempts, next_attempt_at, list, reply_to, headers, text, html)
        VALUES ${values}
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`)
      return inserted.length
    },

    // One index range, not a count of every status
    async countInStatus(purpose, status) {
      const [row] = (await db.all(sql`
        SELECT count(*) AS n FROM email_outbox WHERE purpose = ${purpose} AND status = ${status}`)) as {
        n: number
      }[]
      return Number(row?.n ?? 0)
    },

    async countByStatus(purpose) {
      const counts = noCounts()
      const rows = (await db.all(sql`
        SELECT status, count(*) AS n FROM email_outbox WHERE purpose = ${purpose} GROUP BY status`)) as {
        status: OutboxStatus
        n: number
      }[]
      for (const row of rows) counts[row.status] = Number(row.n)
      return counts
    },
  }
}

/** The outbox's operations over Payload's local API, as the MongoDB adapter runs them. */
export function localApiOutboxStore(payload: Payload): OutboxStore {
  const countWhere = async (where: Where) =>
    (await payload.count({ collection: EMAIL_OUTBOX_SLUG, where, overrideAccess: true })).totalDocs
  const ofPurpose = (purpose: string, status: OutboxStatus): Where => ({
    and: [{ purpose: { equals: purpose } }, { status: { equals: status } }],
  })

  return {
    async claimDueMessages(now, limit) {
      const due: Where = {
        and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: iso(now) } }],
      }
      const batch = await payload.find({
        collection: EMAIL_OUTBOX_SLUG,
        where: due,
        sort: 'nextAttemptAt',
        limit,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      if (batch.docs.length === 0) return []
      const claimed = await payload.update({
        collection: EMAIL_OUTBOX_SLUG,
        where: { and: [{ id: { in: batch.docs.map((doc) => doc.id) } }, { status: { equals: 'queued' } }] },
        data: { status: 'sending', claimedAt: iso(now) },
        overrideAccess: true,
        depth: 0,
      })
      return claimed.docs.map((doc) => ({
        ...doc,
        headers: (doc.headers as Record<string, string> | null) ?? null,
        attempts: doc.attempts ?? 0,
      }))
    },

    // As the SQL store: only the messages still "sending" (one deleted or re-queued meanwhile is
    // left as it is), each with one more attempt. An update takes one value for all, so the batch
    // is marked in groups of equal attempts, each guarded by that count as read. The adapter's
    // updateMany applies the guard in the write itself and throws when it fails (Payload's bulk
    // update would read each document, write it by id, and only list a failed write).
    async markSent(ids, now) {
      if (ids.length === 0) return
      const sending: Where = { and: [{ id: { in: ids } }, { status: { equals: 'sending' } }] }
      const { docs } = await payload.find({
        collection: EMAIL_OUTBOX_SLUG,
        where: sending,
        select: { attempts: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const byAttempts = new Map<number, (number | string)[]>()
      for (const doc of docs) {
        const attempts = doc.attempts ?? 0
        byAttempts.set(attempts, [...(byAttempts.get(attempts) ?? []), doc.id])
      }
      for (const [attempts, group] of byAttempts) {
        await payload.db.updateMany({
          collection: EMAIL_OUTBOX_SLUG,
          where: {
            and: [
              { id: { in: group } },
              { status: { equals: 'sending' } },
              { attempts: { equals: attempts } },
            ],
          },
          data: {
            status: 'sent',
            sentAt: iso(now),
            attempts: attempts + 1,
            lastError: null,
            updatedAt: iso(now),
          },
          returning: false,
        })
      }
    },

    // One guarded write (the adapter's updateMany throws when it fails; Payload's bulk update
    // would list the failure and report fewer); the count before it is what it answers
    async setStatusByPurpose(purpose, from, to, now) {
      const { totalDocs } = await payload.count({
        collection: EMAIL_OUTBOX_SLUG,
        where: ofPurpose(purpose, from),
        overrideAccess: true,
      })
      if (totalDocs === 0) return 0
      await payload.db.updateMany({
        collection: EMAIL_OUTBOX_SLUG,
        where: ofPurpose(purpose, from),
        data: { status: to, updatedAt: iso(now) },
        returning: false,
      })
      return totalDocs
    },

    async insertNewMessages(rows) {
      let created = 0
      for (const row of rows) {
        // A message already recorded (a refill after a crash, another filler at the same moment):
        // its unique dedupeKey refuses the insert, which is skipped (SQL's ON CONFLICT DO NOTHING)
        try {
          await payload.create({
            collection: EMAIL_OUTBOX_SLUG,
            data: { ...row, status: 'queued', attempts: 0 },
            overrideAccess: true,
            depth: 0,
            ...UNIQUE_INSERT,
          })
        } catch (error) {
          if (isUniqueViolation(error)) continue
          throw error
        }
        created++
      }
      return created
    },

    countInStatus: (purpose, status) => countWhere(ofPurpose(purpose, status)),

    async countByStatus(purpose) {
      const counts = noCounts()
      for (const status of Object.keys(counts) as OutboxStatus[]) {
        counts[status] = await countWhere(ofPurpose(purpose, status))
      }
      return counts
    },
  }
}

/** The store for the database adapter in use. */
export function outboxStore(payload: Payload): OutboxStore {
  const db = sqliteDb(payload)
  return db ? sqliteOutboxStore(db) : localApiOutboxStore(payload)
}

/** Marks up to `limit` due messages "sending" (claimed at `now`) and returns them. */
export const claimDueMessages = (payload: Payload, now: number, limit: number) =>
  outboxStore(payload).claimDueMessages(now, limit)

/** Records the send of every message of `ids` (one statement for a whole batch on SQLite). */
export const markSent = (payload: Payload, ids: (number | string)[], now: number) =>
  outboxStore(payload).markSent(ids, now)

/** Sets the status of the messages of `purpose` now in `from` to `to`; returns how many changed. */
export const setStatusByPurpose = (
  payload: Payload,
  purpose: string,
  from: OutboxStatus,
  to: OutboxStatus,
  now = Date.now(),
) => outboxStore(payload).setStatusByPurpose(purpose, from, to, now)

/**
 * Inserts the messages whose dedupeKey is not recorded yet (one statement per batch on SQLite; a
 * message already recorded is skipped, as enqueueEmail does); returns how many were new.
 */
export const insertNewMessages = (payload: Payload, rows: NewOutboxRow[]) =>
  outboxStore(payload).insertNewMessages(rows)

/** How many messages of `purpose` are in `status`. */
export const countInStatus = (payload: Payload, purpose: string, status: OutboxStatus) =>
  outboxStore(payload).countInStatus(purpose, status)

/** How many messages of `purpose` are in each status (one grouped count on SQLite). */
export const countByStatus = (payload: Payload, purpose: string) =>
  outboxStore(payload).countByStatus(purpose)
