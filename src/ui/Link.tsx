import NextLink from 'next/link'
import React from 'react'

/**
 * The site's internal link: next/link without its viewport prefetch. Next fetches every link that
 * scrolls into view as a server-rendered RSC request, about 18 per page view here, none of them
 * cached, so each visit cost the server 18 renders and the browser their parsing while it hydrated.
 * IntentPrefetch fetches a page when the visitor points at or focuses its link instead.
 */
export function Link(props: React.ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
