import { processWide } from '../processWide'

/**
 * How long computed dashboard numbers are answered again: the bound on what another app node's
 * change (or the passing of time, for "active in the last 7 days") takes to show. A change on this
 * node expires them at once (src/platform/cache/expireDashboard.ts).
 */
export const DASHBOARD_CACHE_MS = 60_000

type Entry = { storedAt: number; value: Promise<unknown> }

const cache = processWide('dashboardCache', () => ({ entries: new Map<string, Entry>() }))

/** Called by the hooks of every collection the dashboard counts. */
export function expireDashboard(): void {
  cache.entries.clear()
}

/**
 * The value under `key`, computed at most once per DASHBOARD_CACHE_MS while nothing changes;
 * requests that arrive while it is computed share the computation, and a failure is not kept.
 */
export function keptDashboardSeries<T>(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const entry = cache.entries.get(key)
  if (entry && now - entry.storedAt < DASHBOARD_CACHE_MS) return entry.value as Promise<T>
  const value = compute()
  const stored = { storedAt: now, value }
  cache.entries.set(key, stored)
  value.catch(() => cache.entries.get(key) === stored && cache.entries.delete(key))
  return value
}
