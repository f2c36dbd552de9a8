import { setImmediate as nextTurn } from 'node:timers/promises'

import type {
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

/** How many operations of a request are under way: nested ones (a hook's own query) share its req. */
const operationsUnderWay = new WeakMap<PayloadRequest, number>()

/**
 * The embedded SQLite client answers each query synchronously inside a resolved promise, so a
 * request's operations would run as one unbroken chain of microtasks, and every page view that
 * arrived meanwhile would wait for all of them: under a sign-up burst, cached pages that take
 * 0.3 ms would wait 100 ms and more. Each outermost operation first lets the event loop take a
 * turn, so waiting requests are answered between two operations. Never inside one: Payload runs
 * SQLite without transactions, and an operation's statements (a row and its arrays) must stay
 * out of sight until all of them are written.
 */
const takeTurnBeforeOperation: CollectionBeforeOperationHook = async ({ args, req }) => {
  const underWay = operationsUnderWay.get(req) ?? 0
  operationsUnderWay.set(req, underWay + 1)
  if (underWay === 0) await nextTurn()
  return args
}

// An operation that throws never gets here; its request then takes no more turns, which only
// costs latency.
const endOperation: CollectionAfterOperationHook = ({ req, result }) => {
  const underWay = operationsUnderWay.get(req) ?? 1
  operationsUnderWay.set(req, underWay - 1)
  return result
}

/** The collection's operations take turns with waiting requests, as above. */
export const withTurnsBetweenOperations = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [takeTurnBeforeOperation, ...(collection.hooks?.beforeOperation ?? [])],
    afterOperation: [...(collection.hooks?.afterOperation ?? []), endOperation],
  },
})
