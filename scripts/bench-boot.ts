/**
 * npm run bench:boot — cold start of the production build on a fresh SQLite database:
 * time from `next start` to the first 200 on / and on /admin/login, the server's peak memory, and
 * each process's RSS once it has answered both (the primary and each worker).
 * Goal: the cluster's primary, which only hands out connections and keeps the shared counters, at
 * most PRIMARY_RSS_GOAL_MB. The migrations run on the first start.
 */
import fs from 'node:fs'

import { benchEnv, processRssKb, requireBuild, startServer, waitFor200 } from './lib/server'

const PRIMARY_RSS_GOAL_MB = 150

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
  const [primary, ...workers] = (await processRssKb(server.pid)).map((kb) => kb / 1024)
  const met = primary <= PRIMARY_RSS_GOAL_MB
  console.log(
    `  RSS after both answered   primary ${primary.toFixed(0)} MB (goal <= ${PRIMARY_RSS_GOAL_MB}: ${met ? 'met' : 'MISSED'}), ` +
      `worker${workers.length === 1 ? '' : 's'} ${workers.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  )
  process.exitCode = met ? 0 : 1
} finally {
  await server.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(process.exitCode ?? 0)
