import { setImmediate as nextTurn } from 'node:timers/promises'

import type { DatabaseAdapterObj } from 'payload'

type Client = {
  execute: (...args: never[]) => Promise<unknown>
  batch: (...args: never[]) => Promise<unknown>
}

/**
 * The embedded SQLite client answers each query synchronously inside a resolved promise, so a
 * Payload operation (ten queries or more) runs as one unbroken chain of microtasks, and every
 * page view that arrives meanwhile waits for all of it: under a sign-up burst, cached pages that
 * take 0.3 ms waited 100 ms and more. Each query first lets the event loop take its turn, so
 * waiting requests (a cached page, a health check) are answered between two queries of a long
 * operation.
 */
export function takeTurnsBetweenQueries(client: Client): void {
  for (const method of ['execute', 'batch'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>
    client[method] = (async (...args: unknown[]) => {
      await nextTurn()
      return run(...args)
    }) as Client[typeof method]
  }
}

/** The adapter with its client wrapped as above, once it is connected. */
export function withTurnsBetweenQueries(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const connect = instance.connect
      if (!connect) return instance
      instance.connect = async function (this: typeof instance, ...connectArgs) {
        await connect.apply(this, connectArgs)
        takeTurnsBetweenQueries((this as unknown as { client: Client }).client)
      }
      return instance
    },
  }
}
