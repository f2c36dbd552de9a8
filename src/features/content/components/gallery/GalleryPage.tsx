import React from 'react'
import styled from 'styled-components'

import { AudioPlayerArea } from '@/ui/audio-player/AudioPlayerArea'
import { ExternalButtonLink } from '@/ui/ButtonLink'
import { Grid, Lead, PageSection, PageTitle, SectionTitle } from '@/ui/Layout'
import { fillFrame } from '@/styles/mixins'
import type { GalleryView } from '@/features/content/reads/portfolioView'

import { GalleryItemCard } from './GalleryItemCard'
import { gallerySizes } from './gallerySizes'
import type { LightboxImage } from './Lightbox'
import { LightboxGallery } from './LightboxGallery'
import { TextItems } from '@/ui/Checklist'
import { theme } from '@/styles/theme'

const Header = styled.header`
  margin-bottom: ${theme.space(8)};
`

const GallerySection = styled.section`
  & + & {
    margin-top: ${theme.space(12)};
  }
`

/*
 * The grid styles its cards' repeated parts (GalleryItemCard's classes): in a server component every
 * styled element writes its own <style> tag, so per-card styled parts repeated their rules per item.
 */
const ItemGrid = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
  /* A card that is a figure: the picture or video, then its caption. */
  .gallery-figure {
    margin: 0;
    height: 100%;
  }
  .gallery-item-title {
    display: block;
    font-weight: 600;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.text};
  }
  .gallery-thumbnail {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: ${theme.colors.surfaceMuted};
    cursor: zoom-in;
    img {
      display: block;
      width: 100%;
      height: auto;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
  }
  /* GalleryVideo, a client component, wears these classes. */
  .gallery-video {
    position: relative;
    aspect-ratio: 16 / 9;
    background: ${theme.colors.surfaceMuted};
  }
  .gallery-video video,
  .gallery-video iframe {
    ${fillFrame}
    object-fit: cover;
  }
`

const LaunchPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};

  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 0;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`

function GalleryLaunch({ launch }: { launch: NonNullable<GalleryView['launch']> }) {
  const headingId = 'gallery-launch-controls'
  return (
    <LaunchPanel>
      <ExternalButtonLink href={launch.url} $size="lg">
        {launch.label}
      </ExternalButtonLink>
      {launch.controls.length > 0 && (
        <>
          <h2 id={headingId}>Controls</h2>
          <ul aria-labelledby={headingId}>
            <TextItems items={launch.controls} />
          </ul>
        </>
      )}
    </LaunchPanel>
  )
}

/** Every gallery route (spec §2): title, intro, an optional launch panel, then each section's grid of cards. */
export function GalleryPage({ gallery }: { gallery: GalleryView }) {
  const imageSizes = gallerySizes(gallery.columns)
  const items = gallery.sections.flatMap((section) => section.items)
  const images: LightboxImage[] = items.flatMap((item) =>
    item.kind === 'image'
      ? [{ id: item.id, image: item.image, title: item.title, caption: item.caption }]
      : [],
  )
  const firstImageId = images[0]?.id
  const sections = gallery.sections.map((section) => {
    const headingId = `gallery-section-${section.id}`
    return (
      <GallerySection key={section.id} aria-labelledby={section.heading ? headingId : undefined}>
        {section.heading && <SectionTitle id={headingId}>{section.heading}</SectionTitle>}
        <ItemGrid as="ul" $columns={gallery.columns}>
          {section.items.map((item) => (
            <li key={item.id}>
              <GalleryItemCard item={item} imageSizes={imageSizes} priority={item.id === firstImageId} />
            </li>
          ))}
        </ItemGrid>
      </GallerySection>
    )
  })

  const hasAudio = items.some((item) => item.kind === 'audio')
  const content = images.length > 0 ? <LightboxGallery images={images}>{sections}</LightboxGallery> : sections

  return (
    <PageSection>
      <Header>
        <PageTitle>{gallery.title}</PageTitle>
        {gallery.intro && <Lead>{gallery.intro}</Lead>}
      </Header>
      {gallery.launch && <GalleryLaunch launch={gallery.launch} />}
      {hasAudio ? <AudioPlayerArea>{content}</AudioPlayerArea> : content}
    </PageSection>
  )
}
