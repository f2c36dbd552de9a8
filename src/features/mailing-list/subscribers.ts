import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import type { EmailSignup } from '@/payload-types'
import { afterCursor, type DocumentId } from '@/platform/database/documentId'
import { SUBSCRIBERS_SLUG } from './mailingList'
import { deleteOutboxHistory } from '@/platform/mail/outbox'

/** The columns of the subscriber export, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'subscribedAt',
  'confirmedAt',
  'unsubscribedAt',
  'source',
] as const

export type SubscriberCsvRow = Record<(typeof SUBSCRIBER_CSV_COLUMNS)[number], string>

const PAGE_SIZE = 1000

const toCsvRow = (
  subscriber: Pick<EmailSignup, (typeof SUBSCRIBER_CSV_COLUMNS)[number]>,
): SubscriberCsvRow => ({
  email: subscriber.email,
  status: subscriber.status ?? '',
  subscribedAt: subscriber.subscribedAt ?? '',
  confirmedAt: subscriber.confirmedAt ?? '',
  unsubscribedAt: subscriber.unsubscribedAt ?? '',
  source: subscriber.source ?? '',
})

/**
 * Every subscriber as rows of the export, a page at a time in id order (a cursor on the id, so
 * memory stays flat however long the list is and no row is skipped or repeated).
 */
export async function* subscriberCsvPages(payload: Payload): AsyncGenerator<SubscriberCsvRow[]> {
  let after: DocumentId | null = null
  for (;;) {
    const where = afterCursor(after)
    const page = await payload.find({
      collection: SUBSCRIBERS_SLUG,
      where,
      sort: 'id',
      limit: PAGE_SIZE,
      pagination: false,
      depth: 0,
      select: {
        email: true,
        status: true,
        subscribedAt: true,
        confirmedAt: true,
        unsubscribedAt: true,
        source: true,
      },
      overrideAccess: true,
    })
    if (page.docs.length > 0) yield page.docs.map(toCsvRow)
    if (page.docs.length < PAGE_SIZE) return
    after = page.docs[page.docs.length - 1].id
  }
}

export type EraseResult = { erased: false } | { erased: true; email: string; outboxMessages: number }

/**
 * Erases a subscriber for good on request (GDPR): the record with its consent history, and every
 * outbox message to the address. On MongoDB both go in one transaction, so a failure leaves both
 * in place; on SQLite (no transactions here) the messages go first and the record last, so a
 * failure leaves the record, and erasing it again finishes the job.
 */
export async function eraseSubscriber(payload: Payload, id: number | string): Promise<EraseResult> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const found = await payload.find({
      collection: SUBSCRIBERS_SLUG,
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const subscriber = found.docs[0]
    if (!subscriber) {
      await commitTransaction(req)
      return { erased: false }
    }
    const outboxMessages = await deleteOutboxHistory(payload, subscriber.email, req)
    await payload.delete({ collection: SUBSCRIBERS_SLUG, id: subscriber.id, overrideAccess: true, req })
    await commitTransaction(req)
    return { erased: true, email: subscriber.email, outboxMessages }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
