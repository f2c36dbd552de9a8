/** A stand-in origin to resolve a path against: a path of this site keeps it, any other address does not. */
const HERE = 'https://this-site.invalid'

/**
 * A path of this site to go to after signing in (`?next=`), or null. It must start with one `/`
 * and hold no backslash or control character (a browser drops a tab or a newline from an address,
 * so `/\t/evil.example` would become `//evil.example`, another site). The answer is the path as the
 * URL parser reads it, so what is checked is what the browser is sent to.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null
  let url: URL
  try {
    url = new URL(next, HERE)
  } catch {
    return null
  }
  if (url.origin !== HERE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('//') ? null : path
}
