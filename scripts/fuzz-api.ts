/**
 * npm run fuzz:api — sends >= 2,000 malformed or hostile requests to a running server
 * (FUZZ_URL, default http://localhost:3100) across every endpoint of spec §7 and the webhook.
 * Pass: no answer >= 500, no record created, the server still answers / with 200.
 * The server should run with a high RATE_LIMIT_FACTOR, or most answers are 429s.
 */
import { countRecords, createMember, fuzzCases, loginToken, runFuzz } from './lib/fuzzCases'

const baseUrl = process.env.FUZZ_URL ?? 'http://localhost:3100'
const rounds = Number(process.env.FUZZ_ROUNDS ?? Math.ceil(2000 / fuzzCases().length))
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@example.com'
const adminPassword = process.env.ADMIN_PASSWORD ?? 'admin-password-123'

const admin = await loginToken(baseUrl, adminEmail, adminPassword)
const member = { email: `fuzz-member-${Date.now()}@example.com`, password: 'fuzz-member-password-1' }
const { token: memberToken } = await createMember(baseUrl, admin, member)

const before = await countRecords(baseUrl, admin)
const started = Date.now()
const report = await runFuzz(baseUrl, { admin, member: memberToken }, { rounds })
const seconds = (Date.now() - started) / 1000
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
console.log(`server healthy: GET / -> ${home.status}`)

const failed = report.serverErrors.length > 0 || changed.length > 0 || home.status !== 200
for (const item of report.serverErrors.slice(0, 20))
  console.log(`  5xx/network: ${item.method} ${item.path} ${String(item.body).slice(0, 80)}`)
console.log(failed ? 'FAIL' : 'PASS')
process.exit(failed ? 1 : 0)
