/**
 * Runs before `next start`: validates the environment, connects to the database and
 * applies pending migrations, so a wrong setting fails now with one clear line rather
 * than on the first request.
 */
import { MONGO_SERVER_SELECTION_TIMEOUT_MS } from '../src/lib/database'
import { isMongoUri } from '../src/lib/env'
import { runWithPayload } from './lib/bootstrap'

const STARTUP_LIMIT_MS = MONGO_SERVER_SELECTION_TIMEOUT_MS + 4_000

// The adapter logs a connection failure with its whole stack; we print one line instead.
if (isMongoUri(process.env.DATABASE_URI ?? '')) process.env.LOG_LEVEL ??= 'fatal'

const timer = setTimeout(() => {
  console.error(`Database did not answer within ${STARTUP_LIMIT_MS / 1000} s (DATABASE_URI)`)
  process.exit(1)
}, STARTUP_LIMIT_MS)
timer.unref()

await runWithPayload(async (payload) => {
  payload.logger.info(`Database ready (${payload.db.name}).`)
})
