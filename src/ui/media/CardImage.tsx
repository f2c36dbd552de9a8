import React from 'react'

import type { Media } from '@/payload-types'

import { CardImageFrame } from './CardImageFrame'
import { MediaImage } from './MediaImage'

/** How wide a card of a three-column grid shows (ui/Layout's Grid). */
const GRID_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'

type CardImageProps = {
  media: number | Media | null | undefined
  /** The first card of a page whose image is in the first screen (its largest paint). */
  priority?: boolean
  /** What lies over the picture (a badge). */
  children?: React.ReactNode
}

/** The uploaded picture at the top of a grid card, in its frame. */
export function CardImage({ media, priority = false, children }: CardImageProps) {
  return (
    <CardImageFrame>
      <MediaImage media={media} sizes={GRID_CARD_SIZES} priority={priority} />
      {children}
    </CardImageFrame>
  )
}
