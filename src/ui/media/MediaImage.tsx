import React from 'react'

import { mediaPath } from './mediaPath'
import type { Media } from '@/payload-types'

type MediaImageProps = {
  media: number | Media | null | undefined
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string
  /** Above the fold: load at once with high priority (the page's largest paint). */
  priority?: boolean
  className?: string
}

/**
 * An uploaded image with the resized WebP variants Payload already stored (card 768w, full 1600w) as
 * its srcset, and its intrinsic size so the layout never shifts. Payload did the resizing once at
 * upload, so the Next image optimiser would only repeat that work on every cold request.
 */
export function MediaImage({ media, sizes, priority = false, className }: MediaImageProps) {
  if (!media || typeof media === 'number' || !media.url) return null
  const variants = [media.sizes?.card, media.sizes?.full].filter(
    (variant): variant is { url: string; width: number } => Boolean(variant?.url && variant.width),
  )
  const srcSet = variants.map((variant) => `${mediaPath(variant.url)} ${variant.width}w`).join(', ')
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      className={className}
      src={mediaPath(variants[0]?.url ?? media.url)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
