import mongoose from 'mongoose'
import type { Payload } from 'payload'

import { databaseAdapter, mongoHost, mongoTransactionsOff } from '@/platform/database/database'
import { onDatabaseAnswer } from '@/platform/database/databaseAnswered'
import { packagesLoaded } from './helpers/packagesLoaded'
import { startTestPayload } from './helpers/payload'

describe('the database adapter', () => {
  it('chooses SQLite for a file URI and MongoDB for mongodb:// and mongodb+srv://', async () => {
    expect((await databaseAdapter('file:./data/site.db', process.cwd())).name).toBe('sqlite')
    expect((await databaseAdapter('mongodb://localhost:27017/site', process.cwd())).name).toBe('mongoose')
    expect((await databaseAdapter('mongodb+srv://u:p@cluster.example.net/site', process.cwd())).name).toBe(
      'mongoose',
    )
  })

  it('loads mongoose only for a MongoDB URI', () => {
    const built = (uri: string) => {
      const { adapter, mongooseFiles } = packagesLoaded({ DATABASE_URI: uri })
      return { adapter, mongooseFiles }
    }
    expect(built('file:/tmp/site-int-never-opened.db')).toEqual({ adapter: 'sqlite', mongooseFiles: 0 })
    const mongo = built('mongodb://localhost:27017/site')
    expect(mongo.adapter).toBe('mongoose')
    expect(mongo.mongooseFiles).toBeGreaterThan(0)
  }, 120_000)

  it('names the host of a MongoDB URI without its credentials', () => {
    expect(mongoHost('mongodb://user:secret@db.internal:27017/site?replicaSet=rs0')).toBe('db.internal:27017')
    expect(mongoHost('mongodb+srv://cluster0.example.net/site')).toBe('cluster0.example.net')
  })
})

describe('start-up on MongoDB without transactions', () => {
  const refusal =
    "MongoDB transactions are off: DATABASE_URI does not name a replica set. Add ?replicaSet=<name> (the replica set's name) to DATABASE_URI; see docs/operations.md."

  it('is refused with one line naming DATABASE_URI when the adapter has transactions off', () => {
    expect(mongoTransactionsOff({ name: 'mongoose', transactionOptions: false })).toBe(refusal)
    expect(mongoTransactionsOff({ name: 'mongoose', transactionOptions: {} })).toBeNull()
    expect(mongoTransactionsOff({ name: 'sqlite', transactionOptions: {} })).toBeNull()
  })

  /**
   * The adapter's own connect (no server: the connection is opened on a client that only parses
   * the URI), then the check: a replica set named in the URI turns transactions on, and its
   * absence turns them off, as on a server.
   */
  const connected = async (uri: string) => {
    const logger = { info: () => undefined, error: () => undefined }
    const db = (await databaseAdapter(uri, process.cwd())).init({
      payload: { config: {}, logger } as unknown as Payload,
    }) as unknown as { connect: () => Promise<void>; name: string; transactionOptions: unknown }
    const connection = mongoose.createConnection() as mongoose.Connection & { client?: unknown }
    connection.openUri = (async (url: string) => {
      connection.client = new mongoose.mongo.MongoClient(url)
      return connection
    }) as unknown as mongoose.Connection['openUri']
    Object.assign(db, { connection, ensureIndexes: false, prodMigrations: undefined })
    await db.connect()
    return db
  }

  it('reads what the adapter left after connecting: the URI names a replica set or transactions are off', async () => {
    expect(mongoTransactionsOff(await connected('mongodb://db.internal:27017/site'))).toBe(refusal)
    expect(
      mongoTransactionsOff(await connected('mongodb://db.internal:27017/site?replicaSet=rs0')),
    ).toBeNull()
  })
})

describe('start-up on an unreachable MongoDB', () => {
  it('fails within 15 s with one clear line naming the host', async () => {
    const { spawnSync } = await import('node:child_process')
    const started = Date.now()
    const result = spawnSync('npx', ['tsx', 'scripts/preflight.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URI: 'mongodb://app:secret@127.0.0.1:9/site',
        PAYLOAD_SECRET: 'test-secret-0123456789abcdef',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    const elapsed = Date.now() - started
    expect(result.status).toBe(1)
    expect(elapsed).toBeLessThan(15_000)
    const errorLines = result.stderr.split('\n').filter((line) => line.trim() && !line.includes('npm warn'))
    expect(errorLines).toHaveLength(1)
    expect(errorLines[0]).toMatch(/^Cannot connect to MongoDB at 127\.0\.0\.1:9 \(DATABASE_URI\)/)
    expect(result.stderr).not.toContain('secret')
  })
})

/**
 * `npm start`'s preflight gives up when the database has not answered within its limit, but not
 * while an answering database builds indexes or runs migrations (scripts/preflight.ts).
 */
describe('the start-up limit', () => {
  it('ends on MongoDB once the connection opens, before the index builds', async () => {
    const steps: string[] = []
    const stop = onDatabaseAnswer(() => steps.push('answered'))
    let finishIndexes = () => {}
    const indexesBuilt = new Promise<void>((resolve) => (finishIndexes = resolve))
    const logger = { info: () => undefined, error: () => undefined }
    const config = { collections: [{ slug: 'subscribers' }], globals: [] }
    const adapter = await databaseAdapter('mongodb://db.internal:27017/site?replicaSet=rs0', process.cwd())
    const db = adapter.init({
      payload: { config, logger } as unknown as Payload,
    }) as unknown as { connect: () => Promise<void> }
    const connection = mongoose.createConnection() as mongoose.Connection & { client?: unknown }
    connection.openUri = (async (url: string) => {
      steps.push('opened')
      connection.client = new mongoose.mongo.MongoClient(url)
      return connection
    }) as unknown as mongoose.Connection['openUri']
    const subscribers = {
      ensureIndexes: async () => {
        steps.push('indexing')
        await indexesBuilt
      },
    }
    Object.assign(db, { connection, collections: { subscribers }, versions: {}, prodMigrations: undefined })
    const connecting = db.connect()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(steps).toEqual(['opened', 'answered', 'indexing'])
    finishIndexes()
    await connecting
    stop()
  })

  it('ends on SQLite when the migrations start', async () => {
    const { payload, cleanup } = await startTestPayload()
    try {
      let answers = 0
      const stop = onDatabaseAnswer(() => (answers += 1))
      // A test database gets its schema without migrations; the production start runs them
      await payload.db.migrate({ migrations: [] })
      stop()
      expect(answers).toBe(1)
    } finally {
      await cleanup()
    }
  })
})
