import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, SanitizedCollectionConfig } from 'payload'

import { migrations } from '../migrations'
import { getEnv, isMongoUri } from './env'

const MONGO_SERVER_SELECTION_TIMEOUT_MS = 6_000
const SQLITE_BUSY_TIMEOUT_MS = 10_000

export function mongoHost(uri: string): string {
  const afterScheme = uri.replace(/^mongodb(\+srv)?:\/\//, '')
  const hosts = afterScheme.split('/')[0] ?? ''
  return hosts.includes('@') ? hosts.slice(hosts.lastIndexOf('@') + 1) : hosts
}

/** `mongodb://` and `mongodb+srv://` select MongoDB; anything else is an embedded SQLite file. */
export function databaseAdapter(uri: string, projectRoot: string): DatabaseAdapterObj {
  if (isMongoUri(uri)) {
    return mongooseAdapter({
      url: uri,
      connectOptions: { serverSelectionTimeoutMS: MONGO_SERVER_SELECTION_TIMEOUT_MS },
    })
  }
  return sqliteAdapter({
    client: { url: uri },
    // NORMAL in WAL mode: no fsync per commit (durable across a crash of the app, not a power cut),
    // which makes many small writes, e.g. a bulk import, several times faster.
    wal: { synchronous: 'NORMAL' },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    migrationDir: path.resolve(projectRoot, 'src/migrations'),
    prodMigrations: migrations,
  })
}

const SQLITE_ID = /^\d{1,15}$/
const MONGO_OBJECT_ID = /^[0-9a-f]{24}$/i

/**
 * Whether `id` can name a document of `collection` in this database, so a malformed id is a 404
 * rather than a failed query: a collection with an `id` field of its own takes any short text;
 * otherwise the adapter's ids are SQLite's integers or MongoDB's ObjectIds.
 */
export function isDocumentId(collection: Pick<SanitizedCollectionConfig, 'fields'>, id: unknown): boolean {
  const text = typeof id === 'number' ? String(id) : id
  if (typeof text !== 'string' || text === '' || text.length > 256) return false
  if (collection.fields.some((field) => 'name' in field && field.name === 'id')) return true
  return (isMongoUri(getEnv().DATABASE_URI) ? MONGO_OBJECT_ID : SQLITE_ID).test(text)
}
