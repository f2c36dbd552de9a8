/**
 * npm run bench:bruteforce — password guessing against one member's account on the production
 * build on SQLite, by every login path at once, for BENCH_SECONDS (default 60): POST
 * /api/auth/login, POST /api/users/login, GraphQL `loginUser` alone, 20 aliased `loginUser` in one
 * document, and a batch (JSON array) of 20 operations; BENCH_LOOPS (default 3) loops per path.
 *
 * The server runs with the default limits (RATE_LIMIT_FACTOR=1) but TRUST_PROXY=true, and every
 * request carries its own X-Forwarded-For address: the attacker is a botnet, so the per-address
 * rate limit cannot stop it, and only the per-account lockout (5 failures, 10 minutes) stands.
 *
 * Guesses checked against the hash are read from the database file after the run: Payload adds
 * one to `login_attempts` after each failed hash check made while the account was not locked (the
 * lock lasts longer than the run). Then a signed-in member (the attacker) tries to lift the lock
 * with POST /api/users/unlock and GraphQL `unlockUser`, each on a locked account.
 *
 * Halfway through, the victim's own browser, which signed in once before the attack and so holds a
 * device cookie (OWASP's device-cookie scheme, docs/security.md), signs in with the right password
 * on POST /api/auth/login and POST /api/users/login (the admin's).
 *
 * Goal: at most 5 guesses checked, the account ends locked, the owner's browser signs in on both
 * routes during the attack, and no member can lift the lock (judged from the database, not from
 * the answers). Exit code 1 when missed.
 */
import fs from 'node:fs'

import { createClient } from '@libsql/client'

import { batchBody, loginMutation, unlockMutation } from './lib/graphql'
import { benchEnv, requireBuild, seedDatabase, startServer } from './lib/server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const LOOPS_PER_PATH = Number(process.env.BENCH_LOOPS ?? 3)
const GUESSES_PER_DOCUMENT = 20
const MAX_CHECKED = 5
const VICTIM = { email: 'victim@bench.test', password: 'Victim-Quartz-Harbour-81', name: 'Victim' }
const ATTACKER = { email: 'attacker@bench.test', password: 'Attacker-Flint-Meadow-52', name: 'Attacker' }

type Answer = { status: number; body: unknown; cookie: string; deviceCookie: string }
type AccountState = { loginAttempts: number; lockUntil: string | null }
type AttackPath = { name: string; path: string; guesses: number; body: (passwords: string[]) => string }
type Tally = {
  requests: number
  guesses: number
  statuses: Map<string, number>
  messages: Map<string, number>
}
type UnlockTry = { name: string; answer: string; stillLocked: boolean }

let requestCounter = 0
/** A new client address for every request (the last X-Forwarded-For entry is the rate-limit key). */
function botAddress(): string {
  const n = ++requestCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

let guessCounter = 0
const wrongPasswords = (count: number) => Array.from({ length: count }, () => `wrong-guess-${++guessCounter}`)

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

type ErrorAnswer = { error?: unknown; errors?: { message?: unknown }[] } | null

/**
 * The error messages of an answer: the spec's `{ error }`, Payload's and GraphQL's
 * `{ errors: [{ message }] }`, or a batch's array of those; numbers become N, so that
 * "try again in 37 seconds" and "in 12 seconds" are one kind.
 */
function errorMessageKinds(body: unknown): string[] {
  const answers = (Array.isArray(body) ? body : [body]) as ErrorAnswer[]
  return answers
    .flatMap((answer) => [
      ...(typeof answer?.error === 'string' ? [answer.error] : []),
      ...(Array.isArray(answer?.errors) ? answer.errors.map((error) => String(error?.message)) : []),
    ])
    .map((message) => message.replace(/\d+/g, 'N').slice(0, 120))
}

async function post(baseUrl: string, path: string, body: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': botAddress(),
      // A signed-in browser sends its own Origin with the cookie; Payload ignores a cookie sent without one.
      ...(cookie ? { Cookie: cookie, Origin: baseUrl } : {}),
    },
    body,
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return {
    status: response.status,
    body: parsed,
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0],
    deviceCookie:
      response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('login-device='))
        ?.split(';')[0] ?? '',
  }
}

const loginBody = ([password]: string[]) => JSON.stringify({ email: VICTIM.email, password })
const graphqlBody = (passwords: string[]) => JSON.stringify({ query: loginMutation(VICTIM.email, passwords) })

const ATTACK_PATHS: AttackPath[] = [
  { name: 'POST /api/auth/login', path: '/api/auth/login', guesses: 1, body: loginBody },
  { name: 'POST /api/users/login', path: '/api/users/login', guesses: 1, body: loginBody },
  { name: 'GraphQL loginUser', path: '/api/graphql', guesses: 1, body: graphqlBody },
  {
    name: `GraphQL ${GUESSES_PER_DOCUMENT} aliases`,
    path: '/api/graphql',
    guesses: GUESSES_PER_DOCUMENT,
    body: graphqlBody,
  },
  {
    name: `GraphQL batch of ${GUESSES_PER_DOCUMENT}`,
    path: '/api/graphql',
    guesses: GUESSES_PER_DOCUMENT,
    body: (passwords) => batchBody(passwords.map((password) => loginMutation(VICTIM.email, [password]))),
  },
]

async function attackLoop(baseUrl: string, attack: AttackPath, tally: Tally, deadline: number) {
  while (Date.now() < deadline) {
    tally.requests++
    tally.guesses += attack.guesses
    try {
      const answer = await post(baseUrl, attack.path, attack.body(wrongPasswords(attack.guesses)))
      bump(tally.statuses, String(answer.status))
      for (const kind of errorMessageKinds(answer.body)) bump(tally.messages, kind)
    } catch {
      bump(tally.statuses, 'network-error')
    }
  }
}

type OwnerSignIn = { path: string; status: number }

/**
 * Halfway through the attack, the victim's own browser (with the device cookie of an earlier
 * sign-in) signs in with the right password on the site's route and on the admin's.
 */
async function ownerSignsIn(baseUrl: string, deviceCookie: string): Promise<OwnerSignIn[]> {
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2))
  const body = JSON.stringify({ email: VICTIM.email, password: VICTIM.password })
  const results: OwnerSignIn[] = []
  for (const path of ['/api/auth/login', '/api/users/login']) {
    const answer = await post(baseUrl, path, body, deviceCookie)
    results.push({
      path,
      status: answer.cookie.startsWith('payload-token=ey') ? answer.status : -answer.status,
    })
  }
  return results
}

/** Every path at once, LOOPS_PER_PATH loops each, until the deadline; one tally per path. */
async function attack(baseUrl: string): Promise<Tally[]> {
  const deadline = Date.now() + SECONDS * 1000
  const tallies = ATTACK_PATHS.map(() => ({
    requests: 0,
    guesses: 0,
    statuses: new Map(),
    messages: new Map(),
  }))
  await Promise.all(
    ATTACK_PATHS.flatMap((path, i) =>
      Array.from({ length: LOOPS_PER_PATH }, () => attackLoop(baseUrl, path, tallies[i], deadline)),
    ),
  )
  return tallies
}

/** The account's counters, straight from the SQLite file (a query-only connection: it cannot write). */
async function readAccount(databaseFile: string, email: string): Promise<AccountState> {
  const db = createClient({ url: `file:${databaseFile}` })
  try {
    await db.execute('PRAGMA query_only = ON')
    const { rows } = await db.execute({
      sql: 'SELECT login_attempts, lock_until FROM users WHERE email = ?',
      args: [email],
    })
    if (!rows[0]) throw new Error(`no account ${email} in ${databaseFile}`)
    return {
      loginAttempts: Number(rows[0].login_attempts ?? 0),
      lockUntil: (rows[0].lock_until as string) ?? null,
    }
  } finally {
    db.close()
  }
}

const isLocked = (state: AccountState) =>
  state.lockUntil !== null && new Date(state.lockUntil).getTime() > Date.now()

async function signUp(baseUrl: string, account: typeof VICTIM) {
  const answer = await post(baseUrl, '/api/auth/signup', JSON.stringify(account))
  if (answer.status !== 201) {
    throw new Error(`sign-up of ${account.email} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
}

async function signIn(baseUrl: string, account: typeof VICTIM): Promise<Answer> {
  const answer = await post(
    baseUrl,
    '/api/auth/login',
    JSON.stringify({ email: account.email, password: account.password }),
  )
  if (answer.status !== 200 || !answer.cookie)
    throw new Error(`sign-in of ${account.email} answered ${answer.status}`)
  return answer
}

/** Wrong guesses one at a time until the victim is locked again (at most twice the allowance). */
async function relock(baseUrl: string, databaseFile: string) {
  for (let i = 0; i < 2 * MAX_CHECKED && !isLocked(await readAccount(databaseFile, VICTIM.email)); i++) {
    await post(baseUrl, '/api/auth/login', loginBody(wrongPasswords(1)))
  }
}

/** The attacker, signed in as a member, tries each way to lift the lock, each on a locked account. */
async function tryUnlocks(baseUrl: string, databaseFile: string, cookie: string): Promise<UnlockTry[]> {
  const ways = [
    {
      name: 'POST /api/users/unlock',
      path: '/api/users/unlock',
      body: JSON.stringify({ email: VICTIM.email }),
    },
    {
      name: 'GraphQL unlockUser',
      path: '/api/graphql',
      body: JSON.stringify({ query: unlockMutation(VICTIM.email) }),
    },
  ]
  const tries: UnlockTry[] = []
  for (const way of ways) {
    await relock(baseUrl, databaseFile)
    const answer = await post(baseUrl, way.path, way.body, cookie)
    const stillLocked = isLocked(await readAccount(databaseFile, VICTIM.email))
    tries.push({
      name: way.name,
      answer: `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
      stillLocked,
    })
  }
  return tries
}

const describeStatuses = (statuses: Map<string, number>) =>
  [...statuses]
    .sort()
    .map(([status, count]) => `${status} x${count}`)
    .join(', ')

const describeState = (state: AccountState) =>
  `locked ${isLocked(state) ? `yes, until ${state.lockUntil}` : `no (lockUntil ${state.lockUntil})`}, loginAttempts ${state.loginAttempts}`

function printTable(rows: string[][]) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 || column === row.length - 1
            ? cell.padEnd(widths[column])
            : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
  }
}

function printAttack(tallies: Tally[]) {
  const total = (key: 'requests' | 'guesses') => tallies.reduce((sum, tally) => sum + tally[key], 0)
  printTable([
    ['path', 'requests', 'guesses', 'answers by HTTP status'],
    ...ATTACK_PATHS.map((path, i) => [
      path.name,
      String(tallies[i].requests),
      String(tallies[i].guesses),
      describeStatuses(tallies[i].statuses),
    ]),
    ['total attempted', String(total('requests')), String(total('guesses')), ''],
  ])
  console.log('\nerror messages (GraphQL: one per refused operation or alias):')
  ATTACK_PATHS.forEach((path, i) => {
    console.log(`  ${path.name}:`)
    for (const [kind, count] of tallies[i].messages) console.log(`    ${String(count).padStart(7)}  ${kind}`)
  })
}

requireBuild()
const { env, databaseFile, dir } = benchEnv(Number(process.env.BENCH_PORT ?? 3300), {
  RATE_LIMIT_FACTOR: '1',
  TRUST_PROXY: 'true',
})
console.log('Seeding a fresh database...')
seedDatabase(env)
const server = await startServer(env, databaseFile)
const missed: string[] = []
try {
  await signUp(server.url, VICTIM)
  await signUp(server.url, ATTACKER)
  console.log(
    `bench:bruteforce — ${ATTACK_PATHS.length} paths x ${LOOPS_PER_PATH} loops for ${SECONDS} s against ${server.url}, victim ${VICTIM.email}\n` +
      'Server: RATE_LIMIT_FACTOR=1 (default limits), TRUST_PROXY=true; every request has its own X-Forwarded-For\n' +
      'address (a botnet), so the per-address rate limit cannot hide whether the per-account lockout holds.\n',
  )
  // The victim's own browser signed in once before the attack: it holds a device cookie.
  const { deviceCookie } = await signIn(server.url, VICTIM)
  const [tallies, ownerSignIns] = await Promise.all([
    attack(server.url),
    ownerSignsIn(server.url, deviceCookie),
  ])
  const afterRun = await readAccount(databaseFile, VICTIM.email)
  printAttack(tallies)
  console.log("\nthe victim's own browser (device cookie, right password) halfway through the attack:")
  for (const signIn of ownerSignIns) {
    console.log(
      `  ${signIn.path.padEnd(18)} -> ${signIn.status > 0 ? `${signIn.status}, signed in` : `${-signIn.status}, NOT signed in`}`,
    )
  }

  const attackerCookie = (await signIn(server.url, ATTACKER)).cookie
  const unlocks = await tryUnlocks(server.url, databaseFile, attackerCookie)
  const final = await readAccount(databaseFile, VICTIM.email)

  console.log(
    `\nguesses checked against the hash (victim's loginAttempts after the run): ${afterRun.loginAttempts}`,
  )
  console.log(`victim after the run:           ${describeState(afterRun)}`)
  console.log('a member (the attacker, signed in) tries to lift the lock, each on a locked account:')
  for (const unlock of unlocks) {
    console.log(
      `  ${unlock.name.padEnd(24)} -> ${unlock.answer}  => ${unlock.stillLocked ? 'still locked' : 'UNLOCKED'}`,
    )
  }
  console.log(`victim at the end:              ${describeState(final)}`)

  if (afterRun.loginAttempts > MAX_CHECKED) {
    missed.push(`${afterRun.loginAttempts} guesses checked against the hash (goal <= ${MAX_CHECKED})`)
  }
  if (!isLocked(afterRun)) missed.push('the account was not locked after the run')
  for (const signIn of ownerSignIns)
    if (signIn.status !== 200) missed.push(`the owner's browser could not sign in on ${signIn.path}`)
  for (const unlock of unlocks)
    if (!unlock.stillLocked) missed.push(`a member lifted the lock with ${unlock.name}`)
  if (!isLocked(final)) missed.push('the account is not locked at the end')
  console.log(
    missed.length
      ? `\ngoal NOT met: ${missed.join('; ')}`
      : `\ngoal met: ${afterRun.loginAttempts} <= ${MAX_CHECKED} guesses checked, the account stays locked, the owner's browser signs in, no member can lift the lock`,
  )
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(missed.length ? 1 : 0)
