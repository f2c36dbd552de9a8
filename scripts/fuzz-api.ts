/**
 * npm run fuzz:api — sends >= 2,000 malformed or hostile requests to a running server
 * (FUZZ_URL, default http://localhost:3100) across every endpoint of spec §7, the webhook,
 * GraphQL and Payload's REST routes of the users collection; then probes the cost of GraphQL
 * documents that grow exponentially (see probeQueryCost).
 * Pass: no answer >= 500 (nor a network error or a 30 s timeout), no record created, every probe
 * answered within 1 s, the server still answers / with 200.
 * The server should run with a high RATE_LIMIT_FACTOR, or most answers are 429s.
 */
import { countRecords, createMember, fuzzCases, loginToken, probeQueryCost, runFuzz } from './lib/fuzzCases'

const baseUrl = process.env.FUZZ_URL ?? 'http://localhost:3100'
const rounds = Number(process.env.FUZZ_ROUNDS ?? Math.ceil(2000 / fuzzCases().length))
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@example.com'
const adminPassword = process.env.ADMIN_PASSWORD ?? 'admin-password-123'

const admin = await loginToken(baseUrl, adminEmail, adminPassword)
const member = { email: `fuzz-member-${Date.now()}@example.com`, password: 'fuzz-member-password-1' }
const { id: memberId, token: memberToken } = await createMember(baseUrl, admin, member)

const before = await countRecords(baseUrl, admin)
const started = Date.now()
const report = await runFuzz(baseUrl, { admin, member: memberToken, memberId }, { rounds })
const seconds = (Date.now() - started) / 1000
const probes = await probeQueryCost(baseUrl)
const slowProbes = probes.filter((probe) => probe.ms > 1_000)
const after = await countRecords(baseUrl, admin)
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
console.log(`server healthy: GET / -> ${home.status}`)

const failed =
  report.serverErrors.length > 0 || changed.length > 0 || slowProbes.length > 0 || home.status !== 200
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
