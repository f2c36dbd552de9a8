const GENERATION = Symbol.for('coach-site.pageCacheGeneration')

type WithGeneration = typeof globalThis & { [GENERATION]?: number }

/**
 * The content generation of this server process. Payload's content hooks bump it on every change;
 * a cached page of an older generation is rendered afresh. It lives on globalThis because the
 * proxy and the Payload hooks are bundled separately but run in one process.
 */
export function pageCacheGeneration(): number {
  return (globalThis as WithGeneration)[GENERATION] ?? 0
}

export function bumpPageCacheGeneration(): void {
  const store = globalThis as WithGeneration
  store[GENERATION] = (store[GENERATION] ?? 0) + 1
}
