import { MongoServerError } from 'mongodb'
import type { Payload } from 'payload'

/** What MongoDB answers a transaction that wrote a document after another transaction did. */
export const writeConflict = () =>
  new MongoServerError({
    code: 112,
    codeName: 'WriteConflict',
    errmsg:
      'WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction.',
    errorLabels: ['TransientTransactionError'],
  })

type UpdateArgs = Parameters<Payload['db']['updateOne']>[0]

/**
 * Runs `work` while the first `times` writes (`updateOne`) that `fails` picks raise MongoDB's
 * WriteConflict, writing nothing; `meanwhile` is the other change, made and committed as the first
 * conflict is raised. Answers what `work` answered and how many conflicts were raised.
 */
export async function failingWrites<T>(
  payload: Payload,
  {
    fails,
    times,
    meanwhile,
  }: { fails: (args: UpdateArgs) => boolean; times: number; meanwhile?: () => Promise<unknown> },
  work: () => Promise<T>,
): Promise<{ result: T; raised: number }> {
  const db = payload.db
  const { updateOne } = db
  let raised = 0
  db.updateOne = (async (args) => {
    if (raised < times && fails(args)) {
      raised++
      if (raised === 1) await meanwhile?.()
      throw writeConflict()
    }
    return updateOne.call(db, args)
  }) as typeof db.updateOne
  try {
    return { result: await work(), raised }
  } finally {
    db.updateOne = updateOne
  }
}

/**
 * Runs `work` while the SQLite adapter treats writes as MongoDB's replica set does when another
 * transaction is writing the same document at the same moment. Every operation that asks for a
 * transaction gets one, and the first `times` writes of a `collection` document made inside a
 * transaction fail with WriteConflict, writing nothing (only those of the document `id`, when
 * given). A write outside a transaction goes through, as MongoDB applies a single-document write
 * after the one it crossed. `meanwhile` is the other change, made and committed as the first
 * conflict is raised.
 */
export async function whileWritesCross<T>(
  payload: Payload,
  {
    collection,
    id,
    times,
    meanwhile,
  }: { collection: string; id?: number | string; times: number; meanwhile?: () => Promise<unknown> },
  work: () => Promise<T>,
): Promise<{ result: T; raised: number }> {
  const db = payload.db
  const { beginTransaction } = db
  let opened = 0
  db.beginTransaction = async () => `crossing-${++opened}`
  try {
    const fails = (args: UpdateArgs) =>
      args.collection === collection &&
      (id === undefined || args.id === id) &&
      Boolean(args.req?.transactionID)
    return await failingWrites(payload, { fails, times, meanwhile }, work)
  } finally {
    db.beginTransaction = beginTransaction
  }
}

/**
 * As `whileWritesCross`, for a global: every operation that asks for a transaction gets one, and
 * the first `times` writes (`updateGlobal`) of the global `slug` made inside a transaction fail
 * with WriteConflict, writing nothing, as when another transaction is writing the global at the
 * same moment. A write outside a transaction goes through.
 */
export async function whileGlobalWritesCross<T>(
  payload: Payload,
  { slug, times }: { slug: string; times: number },
  work: () => Promise<T>,
): Promise<{ result: T; raised: number }> {
  const db = payload.db
  const { beginTransaction, updateGlobal } = db
  let opened = 0
  let raised = 0
  db.beginTransaction = async () => `crossing-${++opened}`
  db.updateGlobal = (async (args) => {
    if (raised < times && args.slug === slug && args.req?.transactionID) {
      raised++
      throw writeConflict()
    }
    return updateGlobal.call(db, args)
  }) as typeof db.updateGlobal
  try {
    return { result: await work(), raised }
  } finally {
    db.beginTransaction = beginTransaction
    db.updateGlobal = updateGlobal
  }
}
