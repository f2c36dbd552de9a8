/**
 * Ready-to-render shapes of the portfolio content (galleries, poems), built from Payload's
 * documents. Pure, so client components can import the types and tests can build the data.
 */
import { mediaPath } from '@/ui/media/mediaPath'
import type { Gallery, Media, Poem } from '@/payload-types'

export type ImageAsset = { src: string; width: number; height: number; alt: string }
export type MediaFile = { src: string; mimeType: string | null }

type ItemBase = { id: string; title: string | null; caption: string | null }

export type GalleryItemView =
  | (ItemBase & { kind: 'image'; image: ImageAsset })
  | (ItemBase & { kind: 'video'; video: MediaFile | null; embedId: string | null })
  | (ItemBase & { kind: 'audio'; audio: MediaFile; title: string })
  | (ItemBase & { kind: 'link'; url: string; title: string })
  | (ItemBase & { kind: 'quote'; caption: string; date: string | null })

export type GallerySectionView = { id: string; heading: string | null; items: GalleryItemView[] }

export type GalleryView = {
  slug: string
  title: string
  intro: string | null
  columns: number
  launch: { url: string; label: string; controls: string[] } | null
  sections: GallerySectionView[]
}

export type PoemView = {
  id: string
  title: string
  year: string
  content: string
  audio: MediaFile | null
}

const populated = (media: number | Media | null | undefined): Media | null =>
  media && typeof media === 'object' && media.url ? media : null

export function toImageAsset(media: number | Media | null | undefined): ImageAsset | null {
  const doc = populated(media)
  if (!doc?.url || !doc.width || !doc.height || !doc.mimeType?.startsWith('image/')) return null
  return { src: mediaPath(doc.url), width: doc.width, height: doc.height, alt: doc.alt }
}

export function toMediaFile(media: number | Media | null | undefined): MediaFile | null {
  const doc = populated(media)
  return doc?.url ? { src: mediaPath(doc.url), mimeType: doc.mimeType ?? null } : null
}

type GalleryItem = NonNullable<Gallery['sections'][number]['items']>[number]

/** One item as the card shows it, or null when it lacks what its kind needs (e.g. an image without upload). */
export function toGalleryItemView(item: GalleryItem, fallbackId: string): GalleryItemView | null {
  const base = { id: item.id ?? fallbackId, title: item.title ?? null, caption: item.caption ?? null }
  switch (item.kind) {
    case 'image': {
      const image = toImageAsset(item.media)
      return image ? { ...base, kind: 'image', image } : null
    }
    case 'video': {
      const video = toMediaFile(item.media)
      const embedId = item.embedId?.trim() || null
      return video || embedId ? { ...base, kind: 'video', video, embedId } : null
    }
    case 'audio': {
      const audio = toMediaFile(item.media)
      return audio ? { ...base, kind: 'audio', audio, title: item.title ?? audio.src } : null
    }
    case 'link':
      return item.url ? { ...base, kind: 'link', url: item.url, title: item.title || item.url } : null
    case 'quote':
      return item.caption ? { ...base, kind: 'quote', caption: item.caption, date: item.date ?? null } : null
  }
}

export function toGalleryView(gallery: Gallery): GalleryView {
  const launchUrl = gallery.launch?.url?.trim()
  return {
    slug: gallery.slug,
    title: gallery.title,
    intro: gallery.intro ?? null,
    columns: Math.min(4, Math.max(1, gallery.columns ?? 3)),
    launch: launchUrl
      ? {
          url: launchUrl,
          label: gallery.launch?.label || 'Launch',
          controls: (gallery.launch?.controls ?? []).map(({ control }) => control),
        }
      : null,
    sections: gallery.sections
      .map((section, sectionIndex) => ({
        id: section.id ?? `section-${sectionIndex}`,
        heading: section.heading ?? null,
        items: (section.items ?? [])
          .map((item, itemIndex) => toGalleryItemView(item, `item-${sectionIndex}-${itemIndex}`))
          .filter((item): item is GalleryItemView => item !== null),
      }))
      .filter((section) => section.items.length > 0),
  }
}

export function toPoemView(poem: Poem): PoemView {
  return {
    id: String(poem.id),
    title: poem.title,
    year: poem.year,
    content: poem.content,
    audio: toMediaFile(poem.audio),
  }
}
