import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { EMAIL_LEASES_SLUG } from './EmailLeases'
import { processWide } from '../processWide'
import { isLostRace } from './transientConflict'
import { isUniqueViolation, UNIQUE_INSERT } from './uniqueViolation'

/**
 * The leases this process holds, and whether it is draining (stopping): then no lease is taken
 * and none renewed, so each lease-guarded loop (outbox, broadcasts, sequences) finishes the batch
 * in hand, which renews before each batch, and releases. Shared by every bundle of the process.
 */
const held = processWide('leasesHeld', () => ({
  draining: false,
  holders: new Set<string>(),
  onEmpty: [] as (() => void)[],
}))

const forget = (holder: string) => {
  held.holders.delete(holder)
  if (held.holders.size === 0) for (const resolve of held.onEmpty.splice(0)) resolve()
}

/** Stops taking and renewing leases; resolves once this process holds none. */
export function drainLeases(): Promise<void> {
  held.draining = true
  if (held.holders.size === 0) return Promise.resolve()
  return new Promise((resolve) => held.onEmpty.push(resolve))
}

export type Lease = {
  key: string
  holder: string
  renew: (now: number) => Promise<boolean>
  release: () => Promise<void>
}

/**
 * Takes the lease `key` for `ttlMs`, or returns null when another holder has it. Adapter-agnostic:
 * the unique index on `key` decides between concurrent takers (SQLite and MongoDB both refuse the
 * second insert), and an expired lease (its holder crashed) is deleted by id before a new insert.
 * While the process drains no lease is taken, except a `duringDrain` one: a short turn that a
 * request in flight needs to be answered (the drain then waits for its release as for any other).
 */
export async function takeLease(
  payload: Payload,
  key: string,
  ttlMs: number,
  now = Date.now(),
  { duringDrain = false }: { duringDrain?: boolean } = {},
): Promise<Lease | null> {
  if (held.draining && !duringDrain) return null
  const holder = randomUUID()
  try {
    await payload.delete({
      collection: EMAIL_LEASES_SLUG,
      where: { and: [{ key: { equals: key } }, { expiresAt: { less_than: new Date(now).toISOString() } }] },
      overrideAccess: true,
    })
    await payload.create({
      collection: EMAIL_LEASES_SLUG,
      data: { key, holder, expiresAt: new Date(now + ttlMs).toISOString() },
      overrideAccess: true,
      depth: 0,
      ...UNIQUE_INSERT,
    })
  } catch (error) {
    // Another taker's insert won, or (MongoDB) its removal of the same expired lease did: it holds the key
    if (isUniqueViolation(error) || isLostRace(error)) return null
    throw error
  }
  held.holders.add(holder)
  const mine: Where = { and: [{ key: { equals: key } }, { holder: { equals: holder } }] }
  return {
    key,
    holder,
    renew: async (at) => {
      if (held.draining) return false
      try {
        const result = await payload.update({
          collection: EMAIL_LEASES_SLUG,
          where: mine,
          data: { expiresAt: new Date(at + ttlMs).toISOString() },
          overrideAccess: true,
          depth: 0,
        })
        return result.docs.length > 0
      } catch (error) {
        // (MongoDB) a taker was removing it as expired at the same moment: it is lost
        if (isLostRace(error)) return false
        throw error
      }
    },
    release: async () => {
      try {
        await payload.delete({ collection: EMAIL_LEASES_SLUG, where: mine, overrideAccess: true })
      } catch (error) {
        // (MongoDB) a taker was removing it as expired at the same moment: it is gone either way
        if (!isLostRace(error)) throw error
      } finally {
        forget(holder)
      }
    },
  }
}

/**
 * Takes the lease `key` as takeLease does, waiting up to `waitMs` for its holder to release it: a
 * short turn that a request waits for (a few tries a second, at random moments so that waiters do
 * not retry in step). Null when it stays held that long.
 */
export async function takeLeaseWithin(
  payload: Payload,
  key: string,
  { ttlMs, waitMs, duringDrain = false }: { ttlMs: number; waitMs: number; duringDrain?: boolean },
): Promise<Lease | null> {
  const until = Date.now() + waitMs
  for (;;) {
    const lease = await takeLease(payload, key, ttlMs, Date.now(), { duringDrain })
    if (lease || Date.now() >= until) return lease
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40))
  }
}

/**
 * Runs `work` while this node holds the lease `key`: takes it, runs `work`, and releases it
 * whatever happens. `work` calls `renew()` before each step: it extends the lease, and answers
 * false once the lease was lost (it expired and another node took it), when `work` must stop.
 * Answers whether the lease was taken (false: another node holds it, and `work` did not run).
 */
export async function withLease(
  payload: Payload,
  { key, ttlMs, now = Date.now }: { key: string; ttlMs: number; now?: () => number },
  work: (renew: () => Promise<boolean>) => Promise<void>,
): Promise<boolean> {
  const lease = await takeLease(payload, key, ttlMs, now())
  if (!lease) return false
  try {
    await work(() => lease.renew(now()))
  } finally {
    await lease.release()
  }
  return true
}
