import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type DataFromCollectionSlug,
  type Payload,
} from 'payload'

import { documentTurns } from './documentTurns'
import { retryTransientConflicts } from './transientConflict'

/** What changeDocument did: the document as it stands after the run, and whether this run wrote it. */
export type DocumentChange<T> = { doc: T; changed: boolean }

/**
 * Reads one document and writes the fields `change` decides from what it read, both in one
 * transaction, and runs again (reading afresh) when MongoDB aborts it because another change of the
 * document crossed it. So a decision is never taken on a copy another change has made stale: a
 * confirmation that crossed an unsubscription sees the unsubscription on its rerun. `change`
 * answers null when there is nothing to write. Answers null when the document does not exist. On
 * SQLite (no transactions here) this is a read and then a write, and the changes of one document
 * take turns, across the workers of a cluster too (documentTurns.ts).
 */
export async function changeDocument<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  id: number | string,
  change: (current: DataFromCollectionSlug<S>) => Partial<DataFromCollectionSlug<S>> | null,
): Promise<DocumentChange<DataFromCollectionSlug<S>> | null> {
  return retryTransientConflicts(async () => {
    const req = await createLocalReq({}, payload)
    const ownTransaction = await initTransaction(req)
    const readAndWrite = async (): Promise<DocumentChange<DataFromCollectionSlug<S>> | null> => {
      const current = (await payload.findByID({
        collection,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })) as DataFromCollectionSlug<S> | null
      const data = current ? change(current) : null
      const doc =
        current && data
          ? ((await payload.update({
              collection,
              id,
              data: data as never,
              depth: 0,
              overrideAccess: true,
              req,
            })) as DataFromCollectionSlug<S>)
          : current
      return doc ? { doc, changed: Boolean(data) } : null
    }
    try {
      // Without a transaction (SQLite), the changes of one document take turns instead
      const result = ownTransaction
        ? await readAndWrite()
        : await documentTurns().run(`${collection}:${id}`, readAndWrite)
      if (ownTransaction) await commitTransaction(req)
      return result
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  })
}
