import type { Payload } from 'payload'

import type { OutboxStore } from '@/platform/mail/outboxStore'

/**
 * What the database-backed stores promise, whatever the adapter: leases (and withLease), the outbox's claim and
 * settle, and rate-limit hits. Run on SQLite (tests/int/store-contracts.int.test.ts) and on a real
 * MongoDB when MONGODB_TEST_URI is set (tests/int/mongodb-contracts.int.test.ts). The dashboard's
 * series have their own comparison (tests/int/mongodb-dashboard.int.test.ts).
 */
export function describeStoreContracts(
  getPayload: () => Payload,
  /** The outbox stores to hold to the contract, by name. */
  outboxStores: Record<string, (payload: Payload) => OutboxStore>,
) {
  const now = Date.parse('2026-11-25T12:00:00Z')

  describe('leases', () => {
    it('lets one holder at a time take a key, and another after a release or an expiry', async () => {
      const { takeLease } = await import('@/platform/database/leases')
      const payload = getPayload()
      const first = await takeLease(payload, 'contract-lease', 60_000, now)
      expect(first).not.toBeNull()
      expect(await takeLease(payload, 'contract-lease', 60_000, now + 1)).toBeNull()
      expect(await first!.renew(now + 2)).toBe(true)
      await first!.release()
      const second = await takeLease(payload, 'contract-lease', 60_000, now + 3)
      expect(second).not.toBeNull()
      // Its holder crashed: after the expiry another takes it, and the old holder can no longer renew
      const third = await takeLease(payload, 'contract-lease', 60_000, now + 3 + 60_001)
      expect(third).not.toBeNull()
      expect(await second!.renew(now + 3 + 60_002)).toBe(false)
      await third!.release()
    })

    it('gives a key to exactly one of many simultaneous takers', async () => {
      const { takeLease } = await import('@/platform/database/leases')
      const payload = getPayload()
      const leases = await Promise.all(
        Array.from({ length: 5 }, () => takeLease(payload, 'contract-race', 60_000, now)),
      )
      expect(leases.filter(Boolean)).toHaveLength(1)
      await leases.find(Boolean)!.release()
    })

    it("takes MongoDB's write conflict on a lease (another node removing it as expired) as the key taken by another, or the lease lost", async () => {
      const { takeLease } = await import('@/platform/database/leases')
      const { writeConflict } = await import('./mongoConflicts')
      const payload = getPayload()
      /** Runs `work` while the first `method` call on a lease raises a write conflict, writing nothing. */
      const conflicting = async <T>(method: 'delete' | 'update', work: () => Promise<T>): Promise<T> => {
        const original = payload[method]
        let raised = false
        payload[method] = (async (args: { collection: string }) => {
          if (args.collection === 'email-leases' && !raised) {
            raised = true
            throw writeConflict()
          }
          return (original as (args: unknown) => Promise<unknown>).call(payload, args)
        }) as never
        try {
          return await work()
        } finally {
          payload[method] = original as never
        }
      }
      expect(
        await conflicting('delete', () => takeLease(payload, 'contract-conflict', 60_000, now)),
      ).toBeNull()
      const lease = await takeLease(payload, 'contract-conflict', 60_000, now)
      expect(lease).not.toBeNull()
      expect(await conflicting('update', () => lease!.renew(now + 1))).toBe(false)
      await expect(conflicting('delete', () => lease!.release())).resolves.toBeUndefined()
      // Its record stays until it expires; then another takes the key
      expect(await takeLease(payload, 'contract-conflict', 60_000, now + 2)).toBeNull()
      const next = await takeLease(payload, 'contract-conflict', 60_000, now + 60_001)
      expect(next).not.toBeNull()
      await next!.release()
    })
  })

  describe('withLease', () => {
    it('runs the work only while the lease is held, and releases it even when the work throws', async () => {
      const { takeLease, withLease } = await import('@/platform/database/leases')
      const payload = getPayload()
      const options = { key: 'contract-with-lease', ttlMs: 60_000, now: () => now }
      const failing = withLease(payload, options, async (renew) => {
        expect(await renew()).toBe(true)
        expect(
          await withLease(payload, options, async () => {
            throw new Error('ran beside the holder')
          }),
        ).toBe(false)
        throw new Error('the work failed')
      })
      await expect(failing).rejects.toThrow('the work failed')
      let ran = false
      expect(await withLease(payload, options, async () => void (ran = true))).toBe(true)
      expect(ran).toBe(true)
      const held = await takeLease(payload, options.key, 60_000, now)
      expect(held).not.toBeNull()
      await held!.release()
    })
  })

  describe.each(Object.entries(outboxStores))('the outbox (%s)', (name, storeOf) => {
    const purpose = `contract:${name}`
    const row = (to: string, dueAt: number) => ({
      to,
      purpose,
      dedupeKey: `${to}|${purpose}`,
      subject: 'Contract',
      text: 'Hello',
      list: true,
      nextAttemptAt: new Date(dueAt).toISOString(),
    })

    it('inserts each recipient once, claims each due message once, and settles them', async () => {
      const store = storeOf(getPayload())
      expect(await store.insertNewMessages([row('a@example.com', now), row('b@example.com', now)])).toBe(2)
      expect(
        await store.insertNewMessages([row('a@example.com', now), row('c@example.com', now + 60_000)]),
      ).toBe(1)
      const claimed = await store.claimDueMessages(now, 10)
      expect(claimed.map((message) => message.to).sort()).toEqual(['a@example.com', 'b@example.com'])
      expect(claimed.every((message) => message.subject === 'Contract' && message.attempts === 0)).toBe(true)
      expect(await store.claimDueMessages(now, 10)).toEqual([])
      await store.markSent(
        claimed.map((message) => message.id),
        now,
      )
      expect(await store.countByStatus(purpose)).toEqual({
        queued: 1,
        sending: 0,
        sent: 2,
        failed: 0,
        cancelled: 0,
      })
      expect(await store.setStatusByPurpose(purpose, 'queued', 'cancelled', now)).toBe(1)
      expect(await store.countInStatus(purpose, 'cancelled')).toBe(1)
      expect(await store.claimDueMessages(now + 60_000, 10)).toEqual([])
    })

    it('marks sent only the messages of a batch still sending, skipping one deleted or re-queued meanwhile', async () => {
      const payload = getPayload()
      const store = storeOf(payload)
      const batch = `${purpose}:batch`
      const rows = ['gone', 'kept', 'requeued', 'retried'].map((name) => ({
        ...row(`${name}@example.com`, now),
        purpose: batch,
        dedupeKey: `${name}@example.com|${batch}`,
      }))
      expect(await store.insertNewMessages(rows)).toBe(4)
      const claimed = await store.claimDueMessages(now, 10)
      const idOf = (name: string) => claimed.find((message) => message.to === `${name}@example.com`)!.id
      expect(claimed).toHaveLength(4)
      // A retry's earlier failure, the owner's delete in /admin (or an erasure), the in-flight
      // timeout's re-queue: each while the batch was being sent
      await payload.update({
        collection: 'email-outbox',
        id: idOf('retried'),
        data: { attempts: 2, lastError: 'Connection timed out' },
        overrideAccess: true,
      })
      await payload.delete({ collection: 'email-outbox', id: idOf('gone'), overrideAccess: true })
      await payload.update({
        collection: 'email-outbox',
        id: idOf('requeued'),
        data: { status: 'queued' },
        overrideAccess: true,
      })

      await store.markSent(['gone', 'kept', 'requeued', 'retried'].map(idOf), now + 1000)

      const { docs } = await payload.find({
        collection: 'email-outbox',
        where: { purpose: { equals: batch } },
        sort: 'to',
        depth: 0,
        overrideAccess: true,
      })
      expect(
        docs.map(({ to, status, attempts, sentAt, lastError }) => ({
          to,
          status,
          attempts,
          sentAt,
          lastError,
        })),
      ).toEqual([
        {
          to: 'kept@example.com',
          status: 'sent',
          attempts: 1,
          sentAt: new Date(now + 1000).toISOString(),
          lastError: null,
        },
        { to: 'requeued@example.com', status: 'queued', attempts: 0, sentAt: null, lastError: null },
        {
          to: 'retried@example.com',
          status: 'sent',
          attempts: 3,
          sentAt: new Date(now + 1000).toISOString(),
          lastError: null,
        },
      ])
      expect(await store.setStatusByPurpose(batch, 'queued', 'cancelled', now)).toBe(1)
    })

    it('inserts each recipient once when two fillers insert the same messages at once', async () => {
      const store = storeOf(getPayload())
      const fill = `${purpose}:fill`
      const rows = (names: string[]) =>
        names.map((name) => ({
          ...row(`${name}@example.com`, now + 3_600_000),
          purpose: fill,
          dedupeKey: `${name}@example.com|${fill}`,
        }))
      const inserted = await Promise.all([
        store.insertNewMessages(rows(['a', 'b', 'c'])),
        store.insertNewMessages(rows(['b', 'c', 'd'])),
      ])
      expect(inserted[0] + inserted[1]).toBe(4)
      expect(await store.countByStatus(fill)).toMatchObject({ queued: 4 })
      expect(await store.insertNewMessages(rows(['a', 'd', 'e']))).toBe(1)
      expect(await store.setStatusByPurpose(fill, 'queued', 'cancelled', now)).toBe(5)
    })
  })

  describe('rate-limit hits', () => {
    it('allows `limit` hits in the window, refuses the next with a wait, and forgets', async () => {
      const { DatabaseRateLimitStore } = await import('@/platform/rateLimit/databaseStore')
      const store = new DatabaseRateLimitStore(getPayload())
      expect(await store.hit('contract', 2, 60_000, now)).toEqual({ allowed: true })
      expect(await store.hit('contract', 2, 60_000, now + 1000)).toEqual({ allowed: true })
      expect(await store.hit('contract', 2, 60_000, now + 2000)).toEqual({
        allowed: false,
        retryAfterSeconds: 58,
      })
      expect(await store.hit('contract', 2, 60_000, now + 61_000)).toEqual({ allowed: true })
      await store.forget('contract', 2, 60_000)
      expect(await store.hit('contract', 1, 60_000, now + 62_000)).toEqual({ allowed: true })
    })
  })
}
