/**
 * npm run bench:boot — cold start of the production build on a fresh SQLite database:
 * time from `next start` to the first 200 on / and on /admin/login, and the server's peak memory.
 * The migrations run on the first start.
 */
import fs from 'node:fs'

import { benchEnv, requireBuild, startServer, waitFor200 } from './lib/server'

requireBuild()
const { env, databaseFile, dir } = benchEnv(Number(process.env.BENCH_PORT ?? 3210))

const startedAt = Date.now()
const server = await startServer(env, databaseFile, { sampleMemory: true })
try {
  const admin = await waitFor200(`${server.url}/admin/login`, startedAt)
  await new Promise((resolve) => setTimeout(resolve, 300))
  console.log('bench:boot (production build, fresh SQLite database, migrations on first start)')
  console.log(`  first 200 on /            ${(server.startMs / 1000).toFixed(2)} s`)
  console.log(`  first 200 on /admin/login ${(admin / 1000).toFixed(2)} s`)
  console.log(`  peak memory (RSS, tree)   ${(await server.peakMb()).toFixed(0)} MB`)
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
