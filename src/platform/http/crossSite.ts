export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed'

/**
 * True when a browser sent this state-changing request from another site: it says so in
 * Sec-Fetch-Site, or its Origin is not the site's. A request with neither header comes from a
 * script or a server, which cannot ride a visitor's cookies or sign them in, and is let through.
 */
export function isCrossSiteRequest(headers: Headers, siteOrigin: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = headers.get('origin')
  return origin !== null && origin !== new URL(siteOrigin).origin
}
