/**
 * The site's server (`npm start`, and `npm run dev` in development): Next's request handler behind
 * a plain Node HTTP server, which first
 * - sets the security headers on every answer, with a fresh script nonce (src/server/securityHeaders.ts);
 * - redirects a path with leading slashes or backslashes to its one-slash form, and page paths
 *   with capitals to their lower-case form (spec §2);
 * - answers anonymous page views from the page cache (src/server/pageServer.ts);
 * - reads a request's body (within its limit and timeouts, src/server/requestLimits.ts) before it
 *   waits for a work slot;
 * and lets the rest into the app a few at a time (src/server/workQueue.ts). Password hashes wait
 * for a few slots (src/server/passwordHashingSlots.ts). At start-up it makes one request to Payload's
 * REST API, which starts the job queue.
 * Built to dist/server.mjs by `npm run build`.
 */
import { createServer } from 'node:http'
import path from 'node:path'

import nextEnv from '@next/env'
import next from 'next'

const dev = process.env.NODE_ENV !== 'production'
// Before the app's modules read it: the environment of .env files, as `next start` loads it.
nextEnv.loadEnvConfig(process.cwd(), dev)

const { getEnv } = await import('../lib/env')
const { createRequestHandler } = await import('./requestHandler')
const { listBuildCodeFiles } = await import('./buildFiles')
const { limitPasswordHashing } = await import('./passwordHashingSlots')
const { serverTimeoutOptions } = await import('./requestLimits')

const env = getEnv()
limitPasswordHashing(env.PASSWORD_HASH_CONCURRENCY)
const port = Number(process.env.PORT ?? 3000)
const app = next({ dev, port, hostname: 'localhost' })
await app.prepare()

const server = createServer(
  serverTimeoutOptions(),
  createRequestHandler(app.getRequestHandler(), {
    production: !dev,
    https: env.NEXT_PUBLIC_SERVER_URL.startsWith('https://'),
    pageCacheSeconds: dev ? 0 : env.PAGE_CACHE_SECONDS,
    requestConcurrency: env.REQUEST_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    port,
    // In development the build's files change as you edit: all of them keep the full headers.
    buildCodeFiles: dev ? new Set() : listBuildCodeFiles(path.join(process.cwd(), '.next')),
  }),
)
// A body announced with "Expect: 100-continue" is asked for only once it is within its limit.
server.on('checkContinue', (request, response) => server.emit('request', request, response))
server.listen(port, () => {
  console.log(`> Ready on http://localhost:${port}`)
  startJobQueue()
})

/**
 * Payload starts its job queue's crons (the e-mail outbox, broadcasts, the Meetup sync) only when
 * its first REST request initialises it. One request of our own at start-up, so that a restarted
 * node goes on sending at once instead of waiting for a visitor to reach /api or /admin.
 */
function startJobQueue() {
  fetch(`http://127.0.0.1:${port}/api/users/me`, { signal: AbortSignal.timeout(60_000) }).catch((error) =>
    console.error(`Could not start the job queue: ${String(error)}`),
  )
}

function shutDown() {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
