/**
 * One value per server process, created on first use. The site's server, the route handlers and
 * Payload's hooks are bundled apart, so a module-level variable would exist once per bundle; the
 * value lives on globalThis under a registered symbol instead, which every bundle finds.
 */
export function processWide<T extends object>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>
  const key = Symbol.for(`coach-site.${name}`)
  store[key] ??= create()
  return store[key]
}
