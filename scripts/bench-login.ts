/**
 * npm run bench:login — N concurrent logins for a fixed time against a RUNNING server; it starts
 * nothing itself. Start one first, e.g. the production build on a throwaway database:
 *
 *   bash scripts/e2e-build.sh && RATE_LIMIT_FACTOR=10000 bash scripts/e2e-server.sh
 *
 * (one client address means one rate-limit budget: raise RATE_LIMIT_FACTOR on that server).
 * It signs up one account per connection, then each connection loops POST /api/auth/login and
 * POST /api/auth/logout (so sessions do not pile up) and prints logins/s, p50/p99 of the login
 * and the errors by status.
 *
 *   BENCH_URL          server origin (default http://localhost:3100)
 *   BENCH_CONCURRENCY  connections (default 20)
 *   BENCH_DURATION     seconds (default 20)
 */
const BASE_URL = (process.env.BENCH_URL ?? 'http://localhost:3100').replace(/\/$/, '')
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 20) * 1000
const PASSWORD = 'bench-password-123'
const RUN = Date.now().toString(36)

const post = (path: string, body?: unknown, cookie?: string) =>
  fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0

async function signUpAccounts(): Promise<string[]> {
  const emails = Array.from({ length: CONCURRENCY }, (_, index) => `bench-${RUN}-${index}@example.com`)
  for (const email of emails) {
    const response = await post('/api/auth/signup', { email, password: PASSWORD })
    if (response.status !== 201) {
      throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`)
    }
  }
  return emails
}

async function main() {
  try {
    await fetch(`${BASE_URL}/api/auth/me`)
  } catch {
    console.error(
      `No server answers at ${BASE_URL}. Start one first (see the top of scripts/bench-login.ts).`,
    )
    process.exit(1)
  }
  const emails = await signUpAccounts()
  const latencies: number[] = []
  const errors = new Map<string, number>()
  const countError = (label: string) => errors.set(label, (errors.get(label) ?? 0) + 1)
  const started = performance.now()
  const deadline = started + DURATION_MS

  await Promise.all(
    emails.map(async (email) => {
      while (performance.now() < deadline) {
        const sent = performance.now()
        try {
          const response = await post('/api/auth/login', { email, password: PASSWORD })
          const elapsed = performance.now() - sent
          await response.arrayBuffer()
          if (response.status !== 200) {
            countError(String(response.status))
            continue
          }
          latencies.push(elapsed)
          const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
          const logout = await post('/api/auth/logout', undefined, cookie)
          await logout.arrayBuffer()
          if (logout.status !== 200) countError(`logout ${logout.status}`)
        } catch (error) {
          countError(error instanceof Error ? error.message : String(error))
        }
      }
    }),
  )

  const seconds = (performance.now() - started) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0)
  console.log(`target:       ${BASE_URL}`)
  console.log(`connections:  ${CONCURRENCY}, duration ${seconds.toFixed(1)} s`)
  console.log(`logins:       ${latencies.length} ok (${(latencies.length / seconds).toFixed(1)} logins/s)`)
  console.log(
    `latency:      p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  )
  console.log(
    `errors:       ${errorCount}${errorCount ? ` (${[...errors].map(([label, count]) => `${label}: ${count}`).join(', ')})` : ''}`,
  )
  if (errors.has('429')) console.log('note:         429 = rate limit; raise RATE_LIMIT_FACTOR on the server')
  process.exit(errorCount ? 1 : 0)
}

await main()

export {}
