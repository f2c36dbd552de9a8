/**
 * Runs before the site's server (`dist/server.mjs`) starts: validates the environment, connects to the database and
 * applies pending migrations, and on MongoDB checks that transactions are on, so a wrong setting
 * fails now with one clear line rather than on the first request.
 */
import { mongoTransactionsOff } from '../src/platform/database/database'
import { onDatabaseAnswer } from '../src/platform/database/databaseAnswered'
import { isMongoUri } from '../src/platform/env'
import { describeStartupError, runWithPayload } from './lib/bootstrap'

/**
 * The start-up check gives up when the database has not answered after this long, whatever the
 * database does. Once it has, MongoDB's index builds and the migrations take as long as the data
 * needs: a deploy that adds an index to a large collection would otherwise restart in a loop.
 */
const STARTUP_LIMIT_MS = 12_000

// The adapter logs a connection failure with its whole stack; we print one line instead.
if (isMongoUri(process.env.DATABASE_URI ?? '')) process.env.LOG_LEVEL ??= 'fatal'

const timer = setTimeout(() => {
  console.error(describeStartupError(new Error(`no answer within ${STARTUP_LIMIT_MS / 1000} s`)))
  process.exit(1)
}, STARTUP_LIMIT_MS)
timer.unref()
onDatabaseAnswer(() => clearTimeout(timer))

await runWithPayload(async (payload) => {
  const refusal = mongoTransactionsOff(payload.db)
  if (refusal) throw new Error(refusal)
  payload.logger.info(`Database ready (${payload.db.name}).`)
})
