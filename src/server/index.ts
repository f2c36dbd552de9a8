/**
 * The site's server (`npm start`, and `npm run dev` in development): Next's request handler behind
 * a plain Node HTTP server, which first
 * - sets the security headers on every answer, with a fresh script nonce (src/server/securityHeaders.ts);
 * - reads a request's body (within its limit and timeouts, src/server/requestLimits.ts) before it
 *   waits for a work slot;
 * - redirects a path with leading slashes or backslashes to its one-slash form, and page paths
 *   with capitals to their lower-case form (spec §2);
 * - answers anonymous page views from the page cache (src/server/pageServer.ts);
 * and lets the rest into the app a few at a time (src/server/workQueue.ts). Password hashes wait
 * for a few slots (src/server/passwordHashingSlots.ts). At start-up it makes one request to Payload's
 * REST API, which starts the job queue.
 *
 * In production this module is first the cluster's primary (src/server/primary.ts), which starts
 * WEB_CONCURRENCY workers that each run `serve`; `npm run dev` is one process.
 * Built to dist/server.mjs by `npm run build`.
 */
import cluster from 'node:cluster'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import nextEnv from '@next/env'
import next from 'next'

const dev = process.env.NODE_ENV !== 'production'
// Before the app's modules read it: the environment of .env files, as `next start` loads it.
nextEnv.loadEnvConfig(process.cwd(), dev)

if (!dev && cluster.isPrimary) {
  const { runPrimary, workerCount } = await import('./primary')
  runPrimary(workerCount())
} else {
  await serve()
}

async function serve() {
  const { getEnv } = await import('@/platform/env')
  const { createRequestHandler } = await import('./requestHandler')
  const { listBuildCodeFiles, listRefusedServerActions } = await import('./buildFiles')
  const { limitPasswordHashing } = await import('./passwordHashingSlots')
  const { serverTimeoutOptions } = await import('./requestLimits')
  const { drainLeases } = await import('@/platform/database/leases')
  const { followContentChanges } = await import('@/platform/cache/contentGeneration')

  const env = getEnv()
  limitPasswordHashing(env.PASSWORD_HASH_CONCURRENCY)
  const port = env.PORT
  const app = next({ dev, port, hostname: 'localhost' })
  await app.prepare()
  // Pages cached here expire when another process records a content change (src/platform/cache/revalidateTag.ts).
  followContentChanges()

  /**
   * The public port is shared by the workers (the primary hands each connection to one of them);
   * what a worker asks of itself (a page-cache fill, the job queue's start) goes to a loopback port
   * of its own, so that it is never answered by another worker.
   */
  let handle: RequestListener = () => undefined
  const ownServer = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve) =>
    ownServer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve),
  )
  const ownPort = (ownServer.address() as AddressInfo).port
  handle = createRequestHandler(app.getRequestHandler(), {
    production: !dev,
    https: env.NEXT_PUBLIC_SERVER_URL.startsWith('https://'),
    pageCacheSeconds: dev ? 0 : env.PAGE_CACHE_SECONDS,
    requestConcurrency: env.REQUEST_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    port: ownPort,
    // In development the build's files change as you edit: all of them keep the full headers.
    buildCodeFiles: dev ? new Set() : listBuildCodeFiles(path.join(process.cwd(), '.next')),
    refusedServerActions: dev ? new Set() : listRefusedServerActions(path.join(process.cwd(), '.next')),
    workerId: process.env.WORKER_ID,
    renderNotFound: (request, response) => app.render404(request, response),
  })
  const server = createServer(serverTimeoutOptions(), handle)
  // A body announced with "Expect: 100-continue" is asked for only once it is within its limit.
  server.on('checkContinue', (request, response) => server.emit('request', request, response))
  server.listen(port, () => {
    const worker = cluster.isWorker ? ` (worker ${process.env.WORKER_ID}, pid ${process.pid})` : ''
    console.log(`> Ready on http://localhost:${port}${worker}`)
    startJobQueue(ownPort)
  })

  /**
   * Drains, then exits: no new connection, the requests in flight answered, and the mail batch in
   * hand finished (its lease released), within DRAIN_LIMIT_MS.
   */
  const shutDown = () => {
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref()
    const closed = [server, ownServer].map(
      (each) =>
        new Promise<void>((resolve) => {
          each.close(() => resolve())
          each.closeIdleConnections()
        }),
    )
    void Promise.all([...closed, drainLeases()]).finally(() => process.exit(0))
  }
  process.once('SIGTERM', shutDown)
  process.once('SIGINT', shutDown)
}

/** The longest a worker drains after SIGTERM (the primary waits a little longer before it kills it). */
const DRAIN_LIMIT_MS = 20_000

/**
 * Payload starts its job queue's crons (the e-mail outbox, broadcasts, the Meetup sync) only when
 * its first REST request initialises it. One request of our own at start-up, so that a restarted
 * node goes on sending at once instead of waiting for a visitor to reach /api or /admin.
 */
function startJobQueue(port: number) {
  fetch(`http://127.0.0.1:${port}/api/users/me`, { signal: AbortSignal.timeout(60_000) }).catch((error) =>
    console.error(`Could not start the job queue: ${String(error)}`),
  )
}
