/**
 * The mail jobs of two worker processes on one SQLite database (what `npm start` runs with
 * WEB_CONCURRENCY=2), one of them killed halfway through a broadcast: the leases let one process
 * send at a time, and the survivor finishes the send.
 */
import { spawn, type ChildProcess } from 'node:child_process'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'

import type { Broadcast } from '@/payload-types'
import { richTextParagraphs } from '@/seed/richText'

import { startApi, type ApiClient } from './helpers/authApi'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

const SUBSCRIBERS = 2_000
const address = (index: number) => `reader${index}@workers.test`

let api: ApiClient
let payload: Payload
let sink: SmtpSink
const workers: ChildProcess[] = []

beforeAll(async () => {
  sink = await startSmtpSink()
  api = await startApi({
    SMTP_URL: sink.url,
    EMAIL_FROM: 'Coach <hello@example.com>',
    // A message claimed by the killed worker is sent again this long after its claim.
    EMAIL_IN_FLIGHT_TIMEOUT_SECONDS: '10',
  })
  payload = api.payload
  const db = createClient({ url: `file:${api.ctx.dbFile}` })
  const at = new Date().toISOString()
  const statements = []
  for (let start = 0; start < SUBSCRIBERS; start += 500) {
    const indexes = Array.from({ length: 500 }, (_, offset) => start + offset)
    statements.push({
      sql: `INSERT INTO email_signups (email, status, subscribed_at, confirmed_at, source) VALUES ${indexes
        .map(() => "(?, 'confirmed', ?, ?, 'test')")
        .join(', ')}`,
      args: indexes.flatMap((index) => [address(index), at, at]),
    })
  }
  await db.batch(statements, 'write')
  db.close()
})

afterAll(async () => {
  for (const worker of workers)
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL')
  await api?.ctx.cleanup()
  await sink?.close()
})

const senderAddress = (name: string) => `worker${name}@example.com`

/** Starts a worker, which sends from its own address; resolves once its Payload is up. */
function startWorker(name: string): Promise<ChildProcess> {
  // tsx as a loader of this one process (its CLI would run the script in a child of its own). The
  // environment clears NODE_OPTIONS, so the production condition that npm gives every script
  // (.npmrc) is passed here (docs/decisions/0056-production-condition-for-scripts.md).
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'tests/int/helpers/mailWorker.ts'],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        EMAIL_FROM: `Worker ${name} <${senderAddress(name)}>`,
        // The schema is in place (this test's Payload pushed it): the workers must not push it again
        // at once, which makes drizzle ask on a terminal they do not have.
        PAYLOAD_MIGRATING: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  workers.push(child)
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`worker ${name} exited (${code}) before it was ready`)))
  })
}

const senderOf = (mail: SmtpSink['received'][number]) => mail.from?.value[0]?.address

const waitFor = async (check: () => boolean | Promise<boolean>, limitMs: number, what: string) => {
  const startedAt = Date.now()
  while (!(await check())) {
    if (Date.now() - startedAt > limitMs) throw new Error(`${what}: not within ${limitMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

it('sends a 2,000-message broadcast to everyone, with no more duplicates than were in flight, when one of two workers is killed halfway', async () => {
  const [one, two] = await Promise.all([startWorker('1'), startWorker('2')])
  const { id } = await payload.create({
    collection: 'broadcasts',
    data: {
      subject: 'Two workers',
      status: 'draft',
      body: richTextParagraphs(['Dear reader,', 'Letting go is a practice.']) as Broadcast['body'],
    },
    overrideAccess: true,
  })
  await api.createMember('owner@workers.test', 'owner-password-1', { admin: true })
  const cookie = await api.login('owner@workers.test', 'owner-password-1')
  expect((await api.call('POST', `/broadcasts/${id}/send`, { cookie, body: {} })).status).toBe(200)

  const inFlightNow = () =>
    payload.count({
      collection: 'email-outbox',
      where: { and: [{ purpose: { equals: `broadcast:${id}` } }, { status: { equals: 'sending' } }] },
      overrideAccess: true,
    })
  await waitFor(() => sink.received.length >= SUBSCRIBERS / 2, 120_000, 'half the broadcast sent')
  // The worker that holds the outbox lease, killed in the middle of a batch: not in the moment
  // between two batches, when nothing is in flight.
  await waitFor(async () => (await inFlightNow()).totalDocs > 0, 30_000, 'a batch in flight')
  const sending = senderOf(sink.received[sink.received.length - 1])
  const [victim, survivor] = sending === senderAddress('1') ? [one, two] : [two, one]
  victim.kill('SIGKILL')
  const inFlight = await inFlightNow()
  const receivedAtKill = sink.received.length
  expect(receivedAtKill).toBeLessThan(SUBSCRIBERS)
  expect(inFlight.totalDocs).toBeGreaterThan(0)

  // The survivor takes over once the dead worker's lease expires (two minutes).
  const copies = () => {
    const count = new Map<string, number>()
    for (const mail of sink.received)
      for (const to of mail.envelopeTo) count.set(to, (count.get(to) ?? 0) + 1)
    return count
  }
  await waitFor(() => copies().size >= SUBSCRIBERS, 240_000, 'every subscriber reached')
  // Whatever the survivor still had to resend has gone out: nothing left queued or sending.
  await waitFor(
    async () =>
      (
        await payload.count({
          collection: 'email-outbox',
          where: {
            and: [{ purpose: { equals: `broadcast:${id}` } }, { status: { in: ['queued', 'sending'] } }],
          },
          overrideAccess: true,
        })
      ).totalDocs === 0,
    60_000,
    'the outbox settled',
  )

  const count = copies()
  expect([...Array(SUBSCRIBERS).keys()].filter((index) => !count.has(address(index)))).toEqual([])
  const duplicates = [...count.values()].reduce((sum, copiesOfOne) => sum + copiesOfOne - 1, 0)
  expect(duplicates).toBeLessThanOrEqual(inFlight.totalDocs)
  expect(sink.received.length).toBe(SUBSCRIBERS + duplicates)
  // The rest went out from the survivor (the victim's last messages may still have been arriving).
  const survivorAddress = senderAddress(survivor === one ? '1' : '2')
  const afterKill = sink.received.slice(receivedAtKill)
  expect(afterKill.filter((mail) => senderOf(mail) !== survivorAddress).length).toBeLessThanOrEqual(
    inFlight.totalDocs,
  )
  expect(afterKill.filter((mail) => senderOf(mail) === survivorAddress).length).toBeGreaterThan(0)
}, 420_000)
