import http from 'node:http'

import type autocannon from 'autocannon'

import { atShare } from './percentile'

export type OpenLoopResult = {
  rps: number
  p50Ms: number
  p99Ms: number
  errors: number
  errorKinds?: string
}

/** How often the generator looks at the clock and sends what has fallen due. */
const TICK_MS = 2

/**
 * Sends `request` at a fixed `rate` per second for `seconds`, whatever the server's answers: new
 * visitors arrive whether or not earlier ones have been answered (an open loop, unlike wrk and
 * autocannon, whose connections each wait for their answer). Each latency runs from the moment the
 * request was due, so a server that falls behind shows it in full. Keep-alive connections are
 * opened as needed (at most `maxSockets`; beyond that requests queue in the client, and the wait
 * counts). A request with a `setupRequest` (autocannon's form) gets its body and headers from it.
 */
export async function openLoop(
  baseUrl: string,
  request: autocannon.Request,
  rate: number,
  seconds: number,
  maxSockets = 256,
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets })
  const latencies: number[] = []
  const failures = new Map<string, number>()
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1)
  let answered = 0
  let sent = 0
  const start = performance.now()
  const total = Math.round(rate * seconds)

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const base = {
        method: request.method ?? 'GET',
        path: request.path ?? '/',
        headers: request.headers ?? {},
      }
      const setUp = typeof request.setupRequest === 'function' ? request.setupRequest : undefined
      const ready = (setUp?.({ ...base, body: request.body } as autocannon.Request, {}) ?? base) as {
        method: string
        path: string
        headers?: Record<string, string>
        body?: string
      }
      const outgoing = http.request(
        `${baseUrl}${ready.path}`,
        { method: ready.method, headers: ready.headers, agent, timeout: 30_000 },
        (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - dueAt)
            const status = response.statusCode ?? 0
            if (status >= 400) fail(String(status))
            answered += 1
            resolve()
          })
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
      outgoing.on('error', (error) => {
        fail(error.message === 'timeout' ? 'timeouts' : 'socket errors')
        resolve()
      })
      outgoing.end(ready.body)
    })

  const inFlight: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate))
      for (; sent < due; sent++) inFlight.push(send(start + (sent / rate) * 1000))
      if (sent >= total) {
        clearInterval(timer)
        resolve()
      }
    }, TICK_MS)
  })
  await Promise.all(inFlight)
  agent.destroy()
  latencies.sort((x, y) => x - y)
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0)
  return {
    rps: answered / seconds,
    p50Ms: atShare(latencies, 0.5) ?? Infinity,
    p99Ms: atShare(latencies, 0.99) ?? Infinity,
    errors,
    errorKinds: [...failures].map(([kind, count]) => `${count}x ${kind}`).join(', '),
  }
}
