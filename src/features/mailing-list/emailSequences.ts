import type { Payload, Where } from 'payload'

import { EMAIL_SEQUENCES_SLUG } from './collections/EmailSequences'
import type { EmailSequence, EmailSignup } from '@/payload-types'
import { renderRichTextEmail } from '@/platform/mail/emailLayout'
import { getEnv } from '@/platform/env'
import { withLease } from '@/platform/database/leases'
import { changeSubscriber, listUnsubscribe, SUBSCRIBERS_SLUG } from './mailingList'
import { enqueueEmail } from '@/platform/mail/outbox'

const HOUR_MS = 60 * 60 * 1000
const LEASE_KEY = 'email-sequences'
const LEASE_TTL_MS = 2 * 60 * 1000
const BATCH_SIZE = 100

export type AdvanceResult = { queued: number; finished: number }

/** The outbox purpose of one step: a step is recorded once per address, whatever happens after. */
export const stepPurpose = (sequenceId: number | string, stepId: string) =>
  `sequence:${sequenceId}:step:${stepId}`

/**
 * Queues every sequence step that is due, then moves each subscriber to the next step. Safe to
 * run on several nodes and after a crash: one node at a time holds the lease, and a step already
 * recorded for an address is never recorded again (the outbox's recipient-and-purpose key), so
 * a crash between the two writes repeats nothing. Paused sequences and unsubscribed addresses wait.
 */
export async function advanceSequences(
  payload: Payload,
  { now = Date.now }: { now?: () => number } = {},
): Promise<AdvanceResult> {
  const result: AdvanceResult = { queued: 0, finished: 0 }
  await withLease(payload, { key: LEASE_KEY, ttlMs: LEASE_TTL_MS, now }, async (renew) => {
    const sequences = await payload.find({
      collection: EMAIL_SEQUENCES_SLUG,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const running = new Map(
      sequences.docs.filter((sequence) => !sequence.paused).map((sequence) => [sequence.id, sequence]),
    )
    if (running.size === 0) return
    const site = getEnv().NEXT_PUBLIC_SERVER_URL
    let lastBatch = -1
    while (lastBatch !== 0) {
      const due: Where = {
        and: [
          { status: { equals: 'confirmed' } },
          { sequence: { in: [...running.keys()] } },
          { nextStepAt: { less_than_equal: new Date(now()).toISOString() } },
        ],
      }
      const batch = await payload.find({
        collection: SUBSCRIBERS_SLUG,
        where: due,
        sort: 'nextStepAt',
        limit: BATCH_SIZE,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      lastBatch = batch.docs.length
      if (lastBatch > 0 && !(await renew())) break
      for (const subscriber of batch.docs) {
        const sequence = running.get(subscriber.sequence as number) as EmailSequence
        const outcome = await sendNextStep(payload, sequence, subscriber, site, now())
        if (outcome === 'queued') result.queued++
        else result.finished++
      }
    }
  })
  return result
}

async function sendNextStep(
  payload: Payload,
  sequence: EmailSequence,
  subscriber: EmailSignup,
  site: string,
  now: number,
): Promise<'queued' | 'finished'> {
  const index = subscriber.sequenceStep ?? 0
  const step = sequence.steps[index]
  if (step) {
    const purpose = stepPurpose(sequence.id, step.id ?? String(index))
    const footer = listUnsubscribe(subscriber, purpose)
    await enqueueEmail(
      payload,
      {
        to: subscriber.email,
        purpose,
        ...renderRichTextEmail(step.body, { subject: step.subject, site, ...footer }),
        headers: footer.headers,
        list: true,
      },
      { now },
    )
  }
  const next = step ? sequence.steps[index + 1] : undefined
  await changeSubscriber(payload, subscriber.id, () => ({
    sequenceStep: step ? index + 1 : index,
    nextStepAt: next ? new Date(now + (next.delayHours ?? 0) * HOUR_MS).toISOString() : null,
  }))
  return step ? 'queued' : 'finished'
}
