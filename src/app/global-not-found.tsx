import type { Metadata } from 'next'
import React from 'react'

import { NOT_FOUND_METADATA, NotFoundCard, getSiteSettings } from '@/features/content/pages'

import { SiteDocument, siteMetadata } from './(frontend)/SiteDocument'

// The site's name and links come from the CMS at request time (the build has no database).
export const dynamic = 'force-dynamic'

/** The site's metadata with the not-found title, in full: no layout's title template applies here. */
export async function generateMetadata(): Promise<Metadata> {
  const [site, settings] = await Promise.all([siteMetadata(), getSiteSettings()])
  return {
    ...site,
    ...NOT_FOUND_METADATA,
    title: `${String(NOT_FOUND_METADATA.title)} | ${settings.brandName}`,
  }
}

/**
 * The 404 page as Next renders it for an address no route takes, and as the page cache asks for it
 * (Next's render404) when a page's `notFound()` left only Next's empty error document
 * (decision 0091).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundCard />
    </SiteDocument>
  )
}
