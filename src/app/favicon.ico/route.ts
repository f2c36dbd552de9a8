/**
 * GET /favicon.ico: browsers ask for it on any page that names no icon (the plain pages an endpoint
 * answers, a JSON answer opened in a tab). The site's icon is app/icon.svg, so this points there.
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(null, {
    status: 308,
    headers: { Location: '/icon.svg', 'Cache-Control': 'public, max-age=86400' },
  })
}
