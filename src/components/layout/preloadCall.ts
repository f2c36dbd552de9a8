import { preload } from 'react-dom'

/**
 * Starts one of the client's GET calls (spec §7) with the page instead of after its scripts: a
 * preload made as the client's fetch is made (cookies included), so that fetch is answered from it.
 * A preload does not hold the load event. Call it before a server component's first `await`: React
 * can drop a hint that reaches it after it has sent the response's headers.
 */
export function preloadCall(path: string): void {
  preload(path, { as: 'fetch', crossOrigin: 'use-credentials' })
}
