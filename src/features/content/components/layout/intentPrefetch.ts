/** Paths served by Payload or as files, never pages the app router can prefetch. */
const NOT_PAGES = /^\/(api|admin|_next)(\/|$)/

/**
 * The page a pointer or focus event is about to lead to, for the router to prefetch: the path and
 * query of the internal link it happened on, or null for anything else (other sites, downloads, new
 * tabs, files, a link to the current page).
 */
export function intentPrefetchPath(target: EventTarget | null, current: Location): string | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null
  const url = new URL(link.href) // an anchor's href property is already absolute
  if (url.origin !== current.origin || NOT_PAGES.test(url.pathname)) return null
  if (url.pathname === current.pathname && url.search === current.search) return null
  return url.pathname + url.search
}
