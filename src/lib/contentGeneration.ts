const GENERATION = Symbol.for('coach-site.contentGeneration')

type WithGeneration = typeof globalThis & { [GENERATION]?: number }

/**
 * The content generation of this server process. Payload's content hooks bump it on every change
 * (src/hooks/revalidateTag.ts); what was cached under an older generation (pages, the seminar
 * list) is read afresh. It lives on globalThis because the proxy, the endpoints and the hooks are
 * bundled separately but run in one process.
 */
export function contentGeneration(): number {
  return (globalThis as WithGeneration)[GENERATION] ?? 0
}

export function bumpContentGeneration(): void {
  const store = globalThis as WithGeneration
  store[GENERATION] = (store[GENERATION] ?? 0) + 1
}
