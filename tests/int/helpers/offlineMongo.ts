import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import mongoose, { Types } from 'mongoose'
import type { Payload } from 'payload'

import { setTestEnv } from './payload'

/**
 * Payload on the MongoDB adapter with no server (`disableDBConnect`): the adapter builds the real
 * mongoose schemas and models from the collections, and every query it sends is stopped at the
 * last step, where mongoose would hand it to the driver. There the query is cast against the
 * schema (a CastError fails the caller, as it would in production), recorded, and answered from
 * in-memory fixtures, so the app's own functions run unchanged over the MongoDB adapter's code.
 * What this cannot show (the server's answers, index builds, transactions) is listed in
 * docs/decisions/0020-mongodb-verified-offline.md.
 */

export type RecordedQuery = {
  collection: string
  op: string
  filter: Record<string, unknown>
  /** The update of an update, cast. */
  update?: Record<string, unknown>
}

export type OfflineMongo = {
  payload: Payload
  adapter: MongooseAdapter
  /** Every query sent since the last `reset`, cast. */
  queries: RecordedQuery[]
  /** What a `find` on `collection` answers (lean documents with an `_id`). */
  fixtures: Record<string, Record<string, unknown>[]>
  reset: () => void
  /** Casts `where` as Payload would for `collection` (throws a CastError when it cannot be cast). */
  castWhere: (collection: string, where: Record<string, unknown>) => Promise<Record<string, unknown>>
  stop: () => Promise<void>
}

export const objectIdHex = () => new Types.ObjectId().toHexString()

/** The collection slug of a model Payload compiled (its model name is the slug). */
const slugOf = (model: mongoose.Model<unknown>) => model.modelName

export async function startOfflineMongo(extraEnv: Record<string, string> = {}): Promise<OfflineMongo> {
  await setTestEnv({ DATABASE_URI: 'mongodb://127.0.0.1:9/offline', ...extraEnv })
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  const adapter = payload.db as unknown as MongooseAdapter
  // No server, so no session: the writes run as they would outside a transaction
  Object.assign(adapter, {
    beginTransaction: async () => null,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
  })

  const queries: RecordedQuery[] = []
  const fixtures: Record<string, Record<string, unknown>[]> = {}
  const docsOf = (slug: string) => fixtures[slug] ?? []

  const QueryProto = mongoose.Query.prototype as unknown as {
    exec: (this: mongoose.Query<unknown, unknown> & { op?: string }) => Promise<unknown>
  }
  const realExec = QueryProto.exec
  QueryProto.exec = async function exec(this: mongoose.Query<unknown, unknown> & { op?: string }) {
    const model = this.model as mongoose.Model<unknown>
    const slug = slugOf(model)
    // What mongoose does before it sends a query: cast the filter (and an update) to the schema
    this.cast(model)
    const update = this.getUpdate()
    const castUpdate = update
      ? ((this as unknown as { _castUpdate: (u: unknown) => unknown })._castUpdate(update) as Record<
          string,
          unknown
        >)
      : undefined
    queries.push({ collection: slug, op: this.op ?? 'unknown', filter: this.getFilter(), update: castUpdate })
    const docs = docsOf(slug)
    switch (this.op) {
      case 'find':
        return docs.slice(0, (this.getOptions().limit as number | undefined) || undefined)
      case 'findOne':
      case 'findOneAndUpdate':
      case 'findOneAndDelete':
        return docs[0] ?? null
      case 'countDocuments':
      case 'estimatedDocumentCount':
        return docs.length
      case 'updateMany':
      case 'updateOne':
        return { acknowledged: true, matchedCount: docs.length, modifiedCount: docs.length }
      case 'deleteMany':
      case 'deleteOne':
        return { acknowledged: true, deletedCount: 0 }
      default:
        throw new Error(`The offline MongoDB has no answer for ${this.op} on ${slug}`)
    }
  }

  // A pipeline (Payload's joins) is not cast by mongoose: it is recorded and answered as a find
  const AggregateProto = mongoose.Aggregate.prototype as unknown as {
    exec: (this: mongoose.Aggregate<unknown>) => Promise<unknown>
  }
  const realAggregateExec = AggregateProto.exec
  AggregateProto.exec = async function exec(this: mongoose.Aggregate<unknown>) {
    const slug = slugOf(this.model() as mongoose.Model<unknown>)
    const match = this.pipeline().find((stage) => '$match' in stage) as { $match?: object } | undefined
    queries.push({ collection: slug, op: 'aggregate', filter: { ...match?.$match } })
    return docsOf(slug)
  }

  // Inserts: validate and cast the document as mongoose would, then answer it with a new ObjectId
  const realCreates = new Map<string, mongoose.Model<unknown>['create']>()
  for (const [slug, model] of Object.entries(adapter.collections)) {
    const Model = model as unknown as mongoose.Model<unknown>
    realCreates.set(slug, Model.create.bind(Model))
    Object.assign(Model, {
      create: async (docs: Record<string, unknown>[]) => {
        const created = docs.map((data) => {
          const doc = new Model(data)
          const invalid = doc.validateSync()
          if (invalid) throw invalid
          queries.push({ collection: slug, op: 'insertOne', filter: {} })
          // Later reads see it, as they would on a server (a find answers every fixture)
          fixtures[slug] = [...docsOf(slug), doc.toObject()]
          return doc
        })
        return created
      },
    })
  }

  return {
    payload,
    adapter,
    queries,
    fixtures,
    reset: () => {
      queries.length = 0
      for (const slug of Object.keys(fixtures)) delete fixtures[slug]
    },
    castWhere: async (collection, where) => {
      const Model = adapter.collections[collection] as unknown as mongoose.Model<unknown> & {
        buildQuery: (args: { payload: Payload; where: unknown }) => Promise<Record<string, unknown>>
      }
      const query = await Model.buildQuery({ payload, where })
      const cast = Model.find(query).cast(Model) as Record<string, unknown>
      queries.push({ collection, op: 'find', filter: cast })
      return cast
    },
    stop: async () => {
      QueryProto.exec = realExec
      AggregateProto.exec = realAggregateExec
      await payload.destroy()
    },
  }
}
