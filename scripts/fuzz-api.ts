/**
 * npm run fuzz:api — sends >= 2,000 malformed or hostile requests to a running server
 * (FUZZ_URL, default http://localhost:3100) across every endpoint of spec §7, the webhook,
 * GraphQL and Payload's REST routes of the users collection; then probes the cost of GraphQL
 * documents that grow exponentially (see probeQueryCost).
 * Pass: no answer >= 500 (nor a network error or a 30 s timeout), no record created, every probe
 * answered within 1 s, the server still answers / with 200.
 * The mailing list's links get hostile, forged and expired tokens and wrong methods; when the
 * server's PAYLOAD_SECRET is in this script's environment too, also real tokens of a subscriber it
 * signs up and confirms first: the used confirmation link again, an expired one, each kind of token
 * on the other link. Pass also needs every subscriber's status and last change unchanged.
 * Then bodies of 1, 10 and 100 MB (declared and chunked) to Payload's REST and GraphQL routes, the
 * method override, the login, checkout and webhook routes and the admin's bulk import and upload:
 * pass also needs none of them answered >= 500 and every server process's RSS (the process found
 * by `ss`, or FUZZ_SERVER_PID, and its workers) below 500 MB throughout.
 * The server should run with a high RATE_LIMIT_FACTOR, or most answers are 429s.
 */
import { ADMIN } from './lib/demoAdmin'
import { RSS_LIMIT_MB, sendHugeBodies } from './lib/hugeBodies'
import {
  type BookingTokens,
  countRecords,
  createMember,
  fuzzCases,
  loginToken,
  probeQueryCost,
  runFuzz,
  subscriberStates,
} from './lib/fuzzCases'

const baseUrl = process.env.FUZZ_URL ?? 'http://localhost:3100'
const rounds = Number(process.env.FUZZ_ROUNDS ?? Math.ceil(2000 / fuzzCases().length))
const adminEmail = process.env.ADMIN_EMAIL ?? ADMIN.email
const adminPassword = process.env.ADMIN_PASSWORD ?? ADMIN.password

const admin = await loginToken(baseUrl, adminEmail, adminPassword)
const member = { email: `fuzz-member-${Date.now()}@example.com`, password: 'fuzz-member-password-1' }
const { id: memberId, token: memberToken } = await createMember(baseUrl, admin, member)

/** A subscriber signed up and confirmed through its own link, and real tokens none of which may change it again. */
async function signedListTokens(): Promise<string[]> {
  if (!process.env.PAYLOAD_SECRET) return []
  const { signSubscriberToken } = await import('../src/features/mailing-list')
  const email = `fuzz-list-${Date.now()}@example.com`
  await fetch(`${baseUrl}/api/email-signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const found = await fetch(
    `${baseUrl}/api/email-signups?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${admin}` },
    },
  )
  const subscriber = ((await found.json()) as { docs: { id: number; email: string }[] }).docs[0]
  if (!subscriber) throw new Error(`the fuzz subscriber ${email} was not recorded`)
  const confirm = signSubscriberToken('confirm', subscriber, Date.now() + 60 * 60 * 1000)
  const used = await fetch(`${baseUrl}/api/email-signup/confirm?token=${encodeURIComponent(confirm)}`, {
    redirect: 'manual',
  })
  if (used.status !== 303) throw new Error(`confirming the fuzz subscriber answered ${used.status}`)
  await firstSequenceEmail(email)
  return [
    confirm,
    signSubscriberToken('confirm', subscriber, Date.now() - 1000),
    signSubscriberToken('unsubscribe', subscriber),
  ]
}

/**
 * Waits (15 s at most) until the crash-course sequence has queued its first e-mail to the confirmed
 * fuzz subscriber: that job's write to the outbox and to the subscriber is the site at work, not
 * something the fuzz's requests changed, so it must land before the counts are taken.
 */
async function firstSequenceEmail(email: string): Promise<void> {
  const query = `where[to][equals]=${encodeURIComponent(email)}&limit=1&depth=0`
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const response = await fetch(`${baseUrl}/api/email-outbox?${query}`, {
      headers: { Authorization: `JWT ${admin}` },
    })
    const { totalDocs } = (await response.json()) as { totalDocs?: number }
    // The job records the step on the subscriber in the same run: give it a moment to finish
    if (totalDocs) return new Promise((resolve) => setTimeout(resolve, 2_000))
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  console.log(`no sequence e-mail to ${email} within 15 s (sequences off?)`)
}

/**
 * A booking paid through the Stripe double (FUZZ_STRIPE_URL, the e2e server's) and awaiting its
 * time, and its links: the real one (sent only with times that are not open), an expired one, one
 * of another booking. Needs the server's PAYLOAD_SECRET; without it only forged links are sent.
 */
async function bookingTokens(): Promise<{ tokens: BookingTokens; bookingId?: number }> {
  const stripeUrl = process.env.FUZZ_STRIPE_URL ?? 'http://127.0.0.1:12111'
  if (!process.env.PAYLOAD_SECRET) return { tokens: { refused: [] } }
  const { createBookingToken } = await import('../src/features/payments')
  const checkout = await fetch(`${baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ priceId: process.env.STRIPE_PRICE_ID ?? 'price_test_one_on_one' }),
  })
  if (checkout.status !== 200) return { tokens: { refused: [] } }
  const { url } = (await checkout.json()) as { url: string }
  const sessionId = new URL(url).pathname.split('/').pop() as string
  await fetch(`${stripeUrl}/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'email=fuzz-booking%40example.com',
    redirect: 'manual',
  })
  // The success page records the paid session (as the webhook does) if it has not arrived yet
  await fetch(`${baseUrl}/booking-success?session_id=${sessionId}`)
  const found = await fetch(`${baseUrl}/api/bookings?where[stripeSessionId][equals]=${sessionId}&depth=0`, {
    headers: { Authorization: `JWT ${admin}` },
  })
  const booking = ((await found.json()) as { docs: { id: number; reference?: string | null }[] }).docs[0]
  if (!booking) throw new Error(`the fuzz booking of ${sessionId} was not recorded`)
  const later = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000)
  return {
    bookingId: booking.id,
    tokens: {
      usable: createBookingToken(booking, later),
      refused: [
        createBookingToken(booking, new Date(Date.now() - 1000)),
        createBookingToken({ id: booking.id + 1000 }, later),
      ],
    },
  }
}

const bookingState = async (id: number | undefined) => {
  if (id === undefined) return 'none'
  const response = await fetch(`${baseUrl}/api/bookings/${id}?depth=0`, {
    headers: { Authorization: `JWT ${admin}` },
  })
  const doc = (await response.json()) as { schedule?: string; status?: string; updatedAt?: string }
  return `${doc.status} ${doc.schedule} ${doc.updatedAt}`
}

const booking = await bookingTokens()
const bookingBefore = await bookingState(booking.bookingId)
const listTokens = await signedListTokens()
const before = await countRecords(baseUrl, admin)
const statesBefore = await subscriberStates(baseUrl, admin)
const started = Date.now()
const report = await runFuzz(
  baseUrl,
  { admin, member: memberToken, memberId },
  { rounds, signedListTokens: listTokens, bookingTokens: booking.tokens },
)
const seconds = (Date.now() - started) / 1000
const huge = await sendHugeBodies(baseUrl, admin)
const hugeFailures = huge.answers.filter(
  (answer) => /^5/.test(answer.outcome) || answer.outcome === 'timeout',
)
const probes = await probeQueryCost(baseUrl)
const slowProbes = probes.filter((probe) => probe.ms > 1_000)
const after = await countRecords(baseUrl, admin)
const statesAfter = await subscriberStates(baseUrl, admin)
const bookingAfter = await bookingState(booking.bookingId)
const subscribersChanged = Object.keys(statesBefore).filter((id) => statesBefore[id] !== statesAfter[id])
const home = await fetch(`${baseUrl}/`)

console.log(`fuzz:api — ${report.total} requests in ${seconds.toFixed(1)} s against ${baseUrl}`)
console.log('answers by status:')
for (const [status, count] of Object.entries(report.byStatus).sort())
  console.log(`  ${status.padEnd(14)} ${count}`)
const changed = Object.keys(before).filter((key) => before[key] !== after[key])
console.log(
  `records changed: ${changed.length ? changed.map((key) => `${key} ${before[key]} -> ${after[key]}`).join(', ') : 'none'}`,
)
console.log(
  `GraphQL cost probes (2^depth fragment spreads): ${probes.map((probe) => `depth ${probe.depth} -> ${probe.status} in ${probe.ms} ms`).join(', ')}`,
)
console.log(
  `mailing list: ${listTokens.length} signed tokens (PAYLOAD_SECRET ${listTokens.length ? 'set' : 'unset'}), subscribers changed: ${subscribersChanged.length ? subscribersChanged.join(', ') : 'none'}`,
)
console.log(
  `scheduling: ${booking.bookingId === undefined ? 'forged links only (PAYLOAD_SECRET unset or payments off)' : `booking ${booking.bookingId} and 3 signed links`}, booking changed: ${bookingBefore === bookingAfter ? 'no' : `${bookingBefore} -> ${bookingAfter}`}`,
)
console.log(`server healthy: GET / -> ${home.status}`)
const hugeOutcomes = new Map<string, number>()
for (const answer of huge.answers)
  hugeOutcomes.set(answer.outcome, (hugeOutcomes.get(answer.outcome) ?? 0) + 1)
console.log(
  `bodies of 1, 10 and 100 MB: ${huge.answers.length} sent, answered ${[...hugeOutcomes].map(([outcome, count]) => `${outcome} x ${count}`).join(', ')}; ` +
    `largest server process's RSS ${huge.peakMb === null || huge.startMb === null ? 'not sampled (no pid)' : `${huge.startMb.toFixed(0)} MB before, peak ${huge.peakMb.toFixed(0)} MB (limit ${RSS_LIMIT_MB} MB)`}`,
)
for (const answer of hugeFailures) {
  console.log(`  ${answer.outcome}: ${answer.target}, ${answer.sizeMb} MB ${answer.framing}`)
}

const failed =
  report.serverErrors.length > 0 ||
  changed.length > 0 ||
  subscribersChanged.length > 0 ||
  bookingBefore !== bookingAfter ||
  slowProbes.length > 0 ||
  hugeFailures.length > 0 ||
  (huge.peakMb ?? 0) >= RSS_LIMIT_MB ||
  home.status !== 200
// Each failing case once (every round repeats them), its body quoted so control characters stay visible.
const failures = new Set(
  report.serverErrors.map(
    (item) =>
      `  ${item.status}: ${item.method} ${item.path.slice(0, 100)} as ${item.caller}` +
      `${item.headers ? ` ${JSON.stringify(item.headers)}` : ''} ${JSON.stringify(item.body?.slice(0, 80) ?? null)}`,
  ),
)
if (failures.size) console.log(`distinct failing cases: ${failures.size}`)
for (const line of [...failures].slice(0, 60)) console.log(line)
console.log(failed ? 'FAIL' : 'PASS')
process.exit(failed ? 1 : 0)
