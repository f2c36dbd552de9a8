import { spawnSync } from 'node:child_process'
import { request } from 'node:http'

import { processRssKb } from './server'

export const HUGE_BODY_SIZES_MB = [1, 10, 100]
export const RSS_LIMIT_MB = 500

/** A route a huge body is sent to, with who sends it. */
type Target = { name: string; method: string; path: string; headers: Record<string, string> }

export type HugeBodyAnswer = { target: string; sizeMb: number; framing: string; outcome: string }

/**
 * The pid of the process listening on `port` on this machine (`ss`), or null: the server's RSS
 * is then not sampled.
 */
export function listeningPid(port: number): number | null {
  if (process.env.FUZZ_SERVER_PID) return Number(process.env.FUZZ_SERVER_PID)
  const result = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(result.stdout ?? '')?.[1]
  return pid ? Number(pid) : null
}

function targets(adminToken: string): Target[] {
  const json = { 'Content-Type': 'application/json' }
  const admin = { ...json, Authorization: `JWT ${adminToken}` }
  return [
    { name: 'anonymous POST /api/seminars', method: 'POST', path: '/api/seminars', headers: json },
    { name: 'POST /api/users/login', method: 'POST', path: '/api/users/login', headers: json },
    { name: 'POST /api/auth/login', method: 'POST', path: '/api/auth/login', headers: json },
    {
      name: 'POST /api/create-checkout-session',
      method: 'POST',
      path: '/api/create-checkout-session',
      headers: json,
    },
    { name: 'POST /api/stripe/webhook', method: 'POST', path: '/api/stripe/webhook', headers: json },
    {
      name: 'method override POST /api/users',
      method: 'POST',
      path: '/api/users',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
    },
    { name: 'POST /api/graphql', method: 'POST', path: '/api/graphql', headers: json },
    { name: 'GET /api/users/me with a body', method: 'GET', path: '/api/users/me', headers: json },
    {
      name: 'admin POST /api/auth/bulk-import',
      method: 'POST',
      path: '/api/auth/bulk-import',
      headers: admin,
    },
    { name: 'admin POST /api/media', method: 'POST', path: '/api/media', headers: admin },
    { name: 'admin PATCH /api/programs/1', method: 'PATCH', path: '/api/programs/1', headers: admin },
  ]
}

/**
 * Sends `bytes` of `{"x":"aaaa...` to a target, in 64 KB pieces as fast as the server takes them,
 * declared (Content-Length) or chunked. The outcome is the status the server answered, or how the
 * connection ended without one. Nothing of the body is held here beyond one piece.
 */
function sendHuge(baseUrl: string, target: Target, bytes: number, chunked: boolean): Promise<string> {
  const url = new URL(target.path, baseUrl)
  const piece = Buffer.alloc(64 * 1024, 'a')
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: string) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const outgoing = request(
      url,
      {
        method: target.method,
        headers: {
          ...target.headers,
          ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(bytes) }),
        },
        timeout: 60_000,
      },
      (response) => {
        // The status is the answer; the rest of the body is not sent.
        settle(String(response.statusCode))
        response.resume()
        outgoing.destroy()
      },
    )
    outgoing.once('timeout', () => {
      outgoing.destroy()
      settle('timeout')
    })
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      setTimeout(() => settle(error.code ?? 'error'), 50),
    )
    let sent = 0
    const write = () => {
      while (sent < bytes && !settled && !outgoing.destroyed) {
        const size = Math.min(piece.length, bytes - sent)
        sent += size
        if (!outgoing.write(size === piece.length ? piece : piece.subarray(0, size))) {
          outgoing.once('drain', write)
          return
        }
      }
      if (sent >= bytes && !outgoing.destroyed) outgoing.end()
    }
    write()
  })
}

/** The largest RSS of one process of the tree rooted at `pid` (the primary of `npm start` or a worker). */
async function largestProcessKb(pid: number): Promise<number> {
  return Math.max(0, ...(await processRssKb(pid)))
}

/**
 * Bodies of 1, 10 and 100 MB, declared and chunked, to every target, one at a time, while the
 * server's RSS is sampled every 100 ms: the peak is that of its largest process (one worker of
 * `npm start`'s cluster, or the one process of a server without workers), which a body it buffered
 * would grow.
 */
export async function sendHugeBodies(baseUrl: string, adminToken: string) {
  const pid = listeningPid(Number(new URL(baseUrl).port || 80))
  const startKb = pid ? await largestProcessKb(pid) : 0
  let peakKb = startKb
  const timer = setInterval(() => {
    if (pid) void largestProcessKb(pid).then((kb) => (peakKb = Math.max(peakKb, kb)))
  }, 100)
  const answers: HugeBodyAnswer[] = []
  try {
    for (const target of targets(adminToken)) {
      for (const sizeMb of HUGE_BODY_SIZES_MB) {
        for (const chunked of [false, true]) {
          const outcome = await sendHuge(baseUrl, target, sizeMb * 1024 * 1024, chunked)
          answers.push({ target: target.name, sizeMb, framing: chunked ? 'chunked' : 'declared', outcome })
        }
      }
    }
  } finally {
    clearInterval(timer)
  }
  return { answers, startMb: pid ? startKb / 1024 : null, peakMb: pid ? peakKb / 1024 : null }
}
