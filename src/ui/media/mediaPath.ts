/** Payload may answer absolute URLs (with its serverURL); pages use same-origin paths. */
export function mediaPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}
