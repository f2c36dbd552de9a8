import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { DocumentQueues, localDocumentTurns } from '@/platform/database/documentTurns'

import { runScript, startTestPayload, type TestPayload } from './helpers/payload'

type ClusterRun = { counter: number; increments: number; choicesWritten: number }

function runWorkers(turns: boolean): ClusterRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-turns-'))
  try {
    const run = runScript('tests/int/fixtures/documentTurns.ts', {
      ...process.env,
      DATABASE_FILE: path.join(dir, 'site.db'),
      TURNS: turns ? '1' : '0',
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as ClusterRun
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('document turns across the workers of a cluster (src/platform/database/documentTurns.ts)', () => {
  it('lets two workers read and write one row at once with no lost change: 200 increments, one first choice', () => {
    // 2 workers x 100 increments of one counter, and 2 x 10 changes that give a booking a time only when it has none
    expect(runWorkers(true)).toEqual({ counter: 200, increments: 200, choicesWritten: 1 })
  })

  it('without them, the same changes lose increments and choose twice (the check above can fail)', () => {
    const run = runWorkers(false)
    expect(run.increments).toBe(200)
    expect(run.counter < 200 || run.choicesWritten > 1).toBe(true)
  })
})

describe('a worker whose primary is gone', () => {
  it('runs its writes and changes after the grace instead of stopping on the failed asks', () => {
    // The worker outlives its primary and holds the output open: the run ends when the worker does
    const run = runScript('tests/int/fixtures/orphanWorker.ts', process.env)
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe(JSON.stringify({ write: 'written', change: 'changed' }))
  })
})

describe('document turns in one process', () => {
  it('runs the changes of one document one at a time, in the order they asked, and of other documents at once', async () => {
    const turns = localDocumentTurns()
    const events: string[] = []
    const change = (key: string, name: string, ms: number) =>
      turns.run(key, async () => {
        events.push(`${name} starts`)
        await later(ms)
        events.push(`${name} ends`)
        return name
      })
    const results = await Promise.all([
      change('bookings:1', 'first', 30),
      change('bookings:1', 'second', 1),
      change('bookings:2', 'other', 1),
    ])
    expect(results).toEqual(['first', 'second', 'other'])
    expect(events).toEqual([
      'first starts',
      'other starts',
      'other ends',
      'first ends',
      'second starts',
      'second ends',
    ])
  })

  it('gives the turn back when a change fails: the next runs at once, not after the grace', async () => {
    const turns = localDocumentTurns(5_000)
    const failed = turns.run('bookings:1', async () => {
      throw new Error('disk full')
    })
    const started = Date.now()
    const next = turns.run('bookings:1', async () => 'ran')
    await expect(failed).rejects.toThrow('disk full')
    await expect(next).resolves.toBe('ran')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('runs a change whose turn is not granted within the grace period anyway, and frees the turn granted late', async () => {
    const turns = localDocumentTurns(300)
    let release = () => {}
    const holder = turns.run('bookings:1', () => new Promise<void>((resolve) => (release = resolve)))
    const waited = Date.now()
    await expect(turns.run('bookings:1', async () => 'ran')).resolves.toBe('ran')
    expect(Date.now() - waited).toBeGreaterThanOrEqual(250)
    release()
    await holder
    // The turn granted to the change that stopped waiting went straight back: the next runs at once
    const started = Date.now()
    await expect(turns.run('bookings:1', async () => 'free')).resolves.toBe('free')
    expect(Date.now() - started).toBeLessThan(150)
  })

  it('drops the turns of a member that left (a worker that died), and the queue of a document nobody waits for', () => {
    const granted: string[] = []
    const queues = new DocumentQueues<string>((key, member) => granted.push(`${key} ${member}`))
    queues.ask('bookings:1', 'worker1:1')
    queues.ask('bookings:1', 'worker2:1')
    queues.ask('bookings:2', 'worker1:2')
    queues.ask('bookings:2', 'worker2:2')
    queues.leave((member) => member.startsWith('worker1:'))
    expect(granted).toEqual([
      'bookings:1 worker1:1',
      'bookings:2 worker1:2',
      'bookings:1 worker2:1',
      'bookings:2 worker2:2',
    ])
    queues.done('bookings:1', 'worker2:1')
    queues.done('bookings:2', 'worker2:2')
    expect(queues.size).toBe(0)
  })
})

describe('changeDocument on SQLite', () => {
  let ctx: TestPayload
  let payload: Payload

  beforeAll(async () => {
    ctx = await startTestPayload()
    payload = ctx.payload
  })

  afterAll(async () => {
    await ctx?.cleanup()
  })

  it('makes 20 changes of one document at once, each from what the one before it wrote', async () => {
    const { changeDocument } = await import('@/platform/database/changeDocument')
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        stripeSessionId: 'cs_test_turns',
        amount: 6000,
        currency: 'usd',
        status: 'paid',
        email: 'turns@example.com',
      },
      overrideAccess: true,
    })
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        changeDocument(payload, 'bookings', booking.id, (current) => ({
          sequence: (current.sequence ?? 0) + 1,
        })),
      ),
    )
    expect(results.every((result) => result?.changed)).toBe(true)
    expect(
      (await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true }))
        .sequence,
    ).toBe(20)
  })
})
