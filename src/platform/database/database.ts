import path from 'node:path'

import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, SanitizedCollectionConfig } from 'payload'

import { migrations } from '@/migrations'
import { migrations as mongoMigrations } from '@/migrations-mongodb'
import { runAfterCommitCallbacks } from './afterCommit'
import { markDatabaseAnswered } from './databaseAnswered'
import { parseDocumentId } from './documentId'
import { documentTurns } from './documentTurns'
import { renewConnectionAfterBusy } from './renewAfterBusy'
import { writeSessionsInPlace } from './sessionsInPlace'
import { clusterWriteTurn, takeWriteTurns, writeTurnsInCluster } from './sqliteWriteTurns'
import { getEnv, isMongoUri } from '../env'

const MONGO_SERVER_SELECTION_TIMEOUT_MS = 6_000
const SQLITE_BUSY_TIMEOUT_MS = 10_000
const SQLITE_SYNCHRONOUS = 'NORMAL'
/** The turn the workers of a cluster take to migrate, and how long one waits for it (a migration's length). */
const MIGRATIONS_TURN = 'payload-migrations'
const MIGRATIONS_TURN_WAIT_MS = 10 * 60_000

export function mongoHost(uri: string): string {
  const afterScheme = uri.replace(/^mongodb(\+srv)?:\/\//, '')
  const hosts = afterScheme.split('/')[0] ?? ''
  return hosts.includes('@') ? hosts.slice(hosts.lastIndexOf('@') + 1) : hosts
}

export const MONGO_TRANSACTIONS_OFF =
  "MongoDB transactions are off: DATABASE_URI does not name a replica set. Add ?replicaSet=<name> (the replica set's name) to DATABASE_URI; see docs/operations.md."

/**
 * Why the database, as connected, cannot run the site, or null. On MongoDB Payload runs
 * transactions only when its client knows a replica set (`replicaSet` in the URI, or from DNS for
 * `mongodb+srv://`); otherwise the adapter's connect sets `transactionOptions` to false and every
 * write runs alone, silently, and the reruns of decisions 0074 and 0075 no longer hold. So the
 * value the adapter left is read, not the URI's text. `npm start`'s preflight refuses to start on it.
 */
export function mongoTransactionsOff(db: { name?: string; transactionOptions?: unknown }): string | null {
  return db.name === 'mongoose' && db.transactionOptions === false ? MONGO_TRANSACTIONS_OFF : null
}

/**
 * `mongodb://` and `mongodb+srv://` select MongoDB; anything else is an embedded SQLite file. Each
 * adapter has its own migrations, so `npm run migrate` (payload migrate) runs the right ones.
 * Either adapter runs the callbacks registered with `afterCommit` after a transaction commits
 * (src/platform/database/afterCommit.ts).
 *
 * The MongoDB adapter is imported only when it is chosen: mongoose and its driver cost a process
 * about 40 MB (Node 24), which a worker on SQLite would carry for nothing.
 */
export async function databaseAdapter(uri: string, projectRoot: string): Promise<DatabaseAdapterObj> {
  return withAfterCommitCallbacks(await adapterFor(uri, projectRoot))
}

async function adapterFor(uri: string, projectRoot: string): Promise<DatabaseAdapterObj> {
  if (isMongoUri(uri)) {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return mongooseAdapter({
      url: uri,
      connectOptions: { serverSelectionTimeoutMS: MONGO_SERVER_SELECTION_TIMEOUT_MS },
      // Before the index builds and the migrations, which take as long as the data needs
      afterOpenConnection: () => markDatabaseAnswered(),
      // Start-up waits for every index (and fails when one cannot be built): the unique ones
      // (UNIQUE_INDEXES) are what makes leases, the outbox and sign-ups idempotent
      ensureIndexes: true,
      migrationDir: path.resolve(projectRoot, 'src/migrations-mongodb'),
      prodMigrations: mongoMigrations,
    })
  }
  const adapter = sqliteAdapter({
    client: { url: uri },
    // NORMAL in WAL mode: no fsync per commit (durable across a crash of the app, not a power cut),
    // which makes many small writes, e.g. a bulk import, several times faster.
    wal: { synchronous: SQLITE_SYNCHRONOUS },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    migrationDir: path.resolve(projectRoot, 'src/migrations'),
    prodMigrations: migrations,
  })
  return uri.startsWith('file:') ? withEmbeddedClientFixes(adapter, writeTurnsInCluster()) : adapter
}

function withAfterCommitCallbacks(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return { ...adapter, init: (args) => runAfterCommitCallbacks(adapter.init(args)) }
}

/**
 * The adapter, its embedded client wrapped (docs/decisions/0055-sqlite-write-turns.md): after a
 * statement fails with SQLITE_BUSY the client opens a new connection
 * (src/platform/database/renewAfterBusy.ts), and in a worker of `npm start`'s cluster its writes
 * take turns with the other workers' (src/platform/database/sqliteWriteTurns.ts). The client is
 * made in `connect`, which ends with the migrations: those run before the wrapping, and their
 * start tells the preflight that the database answered (src/platform/database/databaseAnswered.ts).
 * A member's sessions are written in place (src/platform/database/sessionsInPlace.ts).
 */
function withEmbeddedClientFixes(
  adapter: ReturnType<typeof sqliteAdapter>,
  writeTurns: boolean,
): ReturnType<typeof sqliteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      writeSessionsInPlace(db as unknown as SQLiteAdapter)
      const migrate = db.migrate
      db.migrate = async function (options) {
        markDatabaseAnswered()
        if (!writeTurns) return migrate.call(this, options)
        // The workers of a cluster started on a database nobody migrated (`node dist/server.mjs`
        // without `npm start`'s preflight) migrate one at a time: the next finds the work done,
        // where two at once both created the first table and one worker exited
        return documentTurns().run(
          MIGRATIONS_TURN,
          () => migrate.call(this, options),
          MIGRATIONS_TURN_WAIT_MS,
        )
      }
      const connect = db.connect
      let wrapped = false
      db.connect = async function (options) {
        await connect?.call(this, options)
        if (wrapped) return
        wrapped = true
        renewConnectionAfterBusy(db.client, [
          `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
          `PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}`,
        ])
        if (writeTurns) takeWriteTurns(db.client, clusterWriteTurn())
      }
      return db
    },
  }
}

/**
 * The unique indexes the code relies on (a write that loses to one is how leases, the outbox,
 * sign-ups, progress, bookings, a booked time and enrolments stay idempotent), by collection and
 * fields. Both adapters must have each: tests/int/mongodb-indexes.int.test.ts compares this list with MongoDB's models and
 * the SQLite migrations.
 */
export const UNIQUE_INDEXES = [
  { collection: 'email-outbox', fields: ['dedupeKey'] },
  { collection: 'email-leases', fields: ['key'] },
  { collection: 'email-signups', fields: ['email'] },
  { collection: 'email-sequences', fields: ['key'] },
  { collection: 'lesson-progress', fields: ['user', 'lessonId'] },
  { collection: 'bookings', fields: ['stripeSessionId'] },
  { collection: 'bookings', fields: ['slotKey'] },
  { collection: 'bookings', fields: ['reference'] },
  { collection: 'enrolments', fields: ['stripeSessionId'] },
  { collection: 'users', fields: ['email'] },
] as const

/**
 * Whether `id` can name a document of `collection` in this database, so a malformed id is a 404
 * rather than a failed query: a collection with an `id` field of its own takes any short text;
 * otherwise the adapter's ids are SQLite's integers or MongoDB's ObjectIds.
 */
export function isDocumentId(collection: Pick<SanitizedCollectionConfig, 'fields'>, id: unknown): boolean {
  const text = typeof id === 'number' ? String(id) : id
  if (typeof text !== 'string' || text === '' || text.length > 256) return false
  if (collection.fields.some((field) => 'name' in field && field.name === 'id')) return true
  return parseDocumentId(text, isMongoUri(getEnv().DATABASE_URI) ? 'objectId' : 'integer') !== null
}
