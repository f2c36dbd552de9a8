import { getImageProps } from 'next/image'
import React from 'react'
import styled from 'styled-components'

import { Badge } from '@/ui/Badge'
import { Card, CardBody, CardText } from '@/ui/Card'
import type { GalleryItemView } from '@/features/content/reads/portfolioView'

import { ExternalLink } from './ExternalLink'
import { AudioPlayer, GalleryVideo } from './GalleryPlayers'
import { theme } from '@/styles/theme'

/** A card body that is a figure: the quote, then its date. */
const FigureBody = styled(CardBody)`
  margin: 0;
`

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.5;

  p {
    margin: 0;
  }
`

type GalleryImageProps = {
  image: { src: string; width: number; height: number; alt: string }
  sizes: string
  priority: boolean
}

/**
 * A gallery picture through Next's image optimiser, sized for its slot. A plain <img> with the
 * optimiser's props rather than next/image's component, which is a client component: a gallery page
 * would load and hydrate its code for pictures that never change.
 */
function GalleryImage({ image, sizes, priority }: GalleryImageProps) {
  const { props } = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  // eslint-disable-next-line @next/next/no-img-element -- the optimiser's props, see above
  return <img {...props} alt={image.alt} />
}

type GalleryItemCardProps = {
  item: GalleryItemView
  /** The `sizes` attribute of the grid the card sits in. */
  imageSizes: string
  /** The page's first picture: loaded at once with high priority (largest paint). */
  priority?: boolean
}

const titleAndCaption = (title: string | null, caption: string | null) =>
  title || caption ? (
    <CardBody as="figcaption">
      {title && <span className="gallery-item-title">{title}</span>}
      {caption && <CardText>{caption}</CardText>}
    </CardBody>
  ) : null

/** One gallery item of any kind (image, video, audio, link, quote), as a card. */
export function GalleryItemCard({ item, imageSizes, priority = false }: GalleryItemCardProps) {
  switch (item.kind) {
    case 'image':
      return (
        <Card as="figure" className="gallery-figure">
          {/* Opened by the page's LightboxGallery, which listens for clicks on these buttons. */}
          <button
            type="button"
            className="gallery-thumbnail"
            aria-haspopup="dialog"
            data-gallery-thumbnail={item.id}
          >
            <GalleryImage image={item.image} sizes={imageSizes} priority={priority} />
          </button>
          {titleAndCaption(item.title, item.caption)}
        </Card>
      )
    case 'video':
      return (
        <Card as="figure" className="gallery-figure">
          <GalleryVideo video={item.video} embedId={item.embedId} title={item.title ?? 'Animation'} />
          {titleAndCaption(item.title, item.caption)}
        </Card>
      )
    case 'audio':
      return (
        <Card>
          <CardBody>
            <span className="gallery-item-title">{item.title}</span>
            {item.caption && <CardText>{item.caption}</CardText>}
            <AudioPlayer src={item.audio.src} title={item.title} />
          </CardBody>
        </Card>
      )
    case 'link':
      return (
        <Card>
          <CardBody>
            <ExternalLink href={item.url}>{item.title}</ExternalLink>
            {item.caption && <CardText>{item.caption}</CardText>}
          </CardBody>
        </Card>
      )
    case 'quote':
      return (
        <Card>
          <FigureBody as="figure">
            <Quote>
              <p>{item.caption}</p>
            </Quote>
            {item.date && (
              <figcaption>
                <Badge variant="secondary">{item.date}</Badge>
              </figcaption>
            )}
          </FigureBody>
        </Card>
      )
  }
}
