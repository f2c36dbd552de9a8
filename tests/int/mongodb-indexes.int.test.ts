/**
 * The unique indexes the code relies on (UNIQUE_INDEXES in src/platform/database/database.ts) exist on both
 * adapters: in the schemas Payload builds for MongoDB (no server needed) and in the SQLite
 * migrations' CREATE UNIQUE INDEX statements, and the two adapters' unique indexes are the same.
 */
import fs from 'node:fs'
import path from 'node:path'

import { startOfflineMongo, type OfflineMongo } from './helpers/offlineMongo'

let mongo: OfflineMongo

beforeAll(async () => {
  mongo = await startOfflineMongo()
})

afterAll(async () => {
  await mongo?.stop()
})

/** Collection slug and field names as SQLite spells them: `email-outbox`, `dedupeKey` -> `email_outbox`, `dedupe_key`. */
const snake = (name: string) =>
  name
    .replace(/[-]/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()

/** `table(column, ...)` for each CREATE UNIQUE INDEX of the migrations, replayed in order (a DROP INDEX removes one). */
function sqliteUniqueIndexes(): Set<string> {
  const dir = path.resolve(process.cwd(), 'src/migrations')
  const byName = new Map<string, string>()
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => /^\d.*\.ts$/.test(name))
    .sort()) {
    const up = fs.readFileSync(path.join(dir, file), 'utf8').split('export async function down')[0]
    const statements = up
      .replace(/\\`/g, '`')
      .matchAll(/(CREATE UNIQUE INDEX|CREATE INDEX|DROP INDEX) `([^`]+)`(?: ON `([^`]+)` \(([^)]+)\))?/g)
    for (const [, verb, name, table, columns] of statements) {
      if (verb === 'DROP INDEX') byName.delete(name)
      else if (verb === 'CREATE UNIQUE INDEX') byName.set(name, `${table}(${columns.replace(/`/g, '')})`)
    }
  }
  return new Set(byName.values())
}

/** `collection(field, ...)` for each unique index of MongoDB's models, as SQLite would name it. */
function mongoUniqueIndexes(): Set<string> {
  const found = new Set<string>()
  for (const [slug, model] of Object.entries(mongo.adapter.collections)) {
    for (const [fields, options] of model.schema.indexes()) {
      if (!options?.unique) continue
      // Relationship fields are `user` in MongoDB and `user_id` in SQLite
      const columns = Object.keys(fields).map((field) => (field === 'user' ? 'user_id' : snake(field)))
      found.add(`${snake(slug)}(${columns.join(',')})`)
    }
  }
  return found
}

describe('unique indexes', () => {
  it('MongoDB has every unique index the code relies on', async () => {
    const { UNIQUE_INDEXES } = await import('@/platform/database/database')
    for (const { collection, fields } of UNIQUE_INDEXES) {
      const indexes = mongo.adapter.collections[collection].schema.indexes()
      const unique = indexes.filter(([, options]) => options?.unique).map(([keys]) => Object.keys(keys))
      expect(unique).toContainEqual([...fields])
    }
  })

  it('SQLite has every unique index the code relies on', async () => {
    const { UNIQUE_INDEXES } = await import('@/platform/database/database')
    const sqlite = sqliteUniqueIndexes()
    for (const { collection, fields } of UNIQUE_INDEXES) {
      const columns = fields.map((field) => (field === 'user' ? 'user_id' : snake(field)))
      expect(sqlite).toContain(`${snake(collection)}(${columns.join(',')})`)
    }
  })

  it('the two adapters have the same unique indexes', () => {
    expect([...mongoUniqueIndexes()].sort()).toEqual([...sqliteUniqueIndexes()].sort())
  })

  it('MongoDB builds them before the app answers (ensureIndexes)', async () => {
    expect(mongo.adapter.ensureIndexes).toBe(true)
  })
})

describe('migrations', () => {
  it('npm run migrate reads each adapter its own directory', async () => {
    const { databaseAdapter } = await import('@/platform/database/database')
    expect(mongo.adapter.migrationDir).toBe(path.resolve(process.cwd(), 'src/migrations-mongodb'))
    const sqlite = (await databaseAdapter('file:/tmp/unused.db', process.cwd())).init({
      payload: mongo.payload,
    })
    expect(sqlite.migrationDir).toBe(path.resolve(process.cwd(), 'src/migrations'))
  })
})
