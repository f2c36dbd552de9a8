import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import {
  GalleryPage,
  LongTextArticle,
  NOT_FOUND_METADATA,
  ROUTE_SLUG_PATTERN,
  getGallery,
  getText,
  pageMetadata,
} from '@/features/content/pages'

export const dynamic = 'force-dynamic'

type SlugPageProps = { params: Promise<{ slug: string }> }

/** The CMS pages at `/<slug>`: a gallery (landscapes, drawings, songs, ...) or else a long text (1:9, the paper). */
async function findPage(rawSlug: string) {
  const slug = rawSlug.toLowerCase()
  // Slugs are lower-case words and hyphens: anything else is not found without a database query.
  if (!ROUTE_SLUG_PATTERN.test(slug)) return null
  const gallery = await getGallery(slug)
  if (gallery) return { kind: 'gallery' as const, gallery }
  const text = await getText(slug)
  if (text) return { kind: 'text' as const, text }
  return null
}

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { slug } = await params
  const page = await findPage(slug)
  if (!page) return NOT_FOUND_METADATA
  if (page.kind === 'gallery') {
    const { gallery } = page
    return pageMetadata({
      title: gallery.title,
      description: gallery.intro ?? `${gallery.title}: a gallery of the creative portfolio.`,
      path: `/${gallery.slug}`,
    })
  }
  const { text } = page
  return pageMetadata({
    title: text.title,
    description: text.subtitle ?? text.body.slice(0, 160),
    path: `/${text.slug}`,
  })
}

export default async function SlugPage({ params }: SlugPageProps) {
  const { slug } = await params
  const page = await findPage(slug)
  if (!page) notFound()
  if (page.kind === 'gallery') return <GalleryPage gallery={page.gallery} />
  const { text } = page
  return (
    <LongTextArticle
      title={text.title}
      subtitle={text.subtitle}
      body={text.body}
      continuesNote={text.continuesNote}
    />
  )
}
