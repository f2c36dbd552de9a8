import type { Metadata } from 'next'

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the brand unless `absoluteTitle` is set. */
  title: string
  description: string
  /** The canonical path, e.g. `/programs`; made absolute by the layout's `metadataBase`. */
  path: string
  absoluteTitle?: boolean
}

/** Title, description, canonical URL and Open Graph of one page. */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
  }
}
