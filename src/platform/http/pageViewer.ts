/**
 * The request headers to read who is signed in while a page renders on the server.
 *
 * With a CSRF allow-list set, Payload honours the session cookie of a request without Origin only
 * when Sec-Fetch-Site is same-origin, same-site or none. A learner who follows a lesson's link in
 * webmail or a chat arrives with `cross-site`, and the page would render them signed out (a paid
 * lesson locked). A page render is a GET that changes nothing, and the session cookie is
 * SameSite=Lax: from another site the browser sends it only on a top-level navigation. So for a
 * top-level navigation without Origin (a GET: a cross-site POST carries Origin, and gets no Lax
 * cookie) the cookie is read as the visitor's. Every other request keeps its headers.
 */
export function pageViewerHeaders(headers: Headers): Headers {
  const crossSiteNavigation =
    headers.get('sec-fetch-site') === 'cross-site' &&
    headers.get('sec-fetch-mode') === 'navigate' &&
    !headers.get('origin')
  if (!crossSiteNavigation) return headers
  const viewer = new Headers(headers)
  viewer.set('sec-fetch-site', 'same-origin')
  return viewer
}
