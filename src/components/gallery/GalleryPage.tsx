'use client'

import React, { useCallback, useId, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'

import { ExternalButtonLink } from '@/components/ui/Button'
import { Container, Grid, Lead, PageTitle, Section, SectionTitle } from '@/components/ui/Layout'
import type { GalleryView } from '@/lib/content/portfolioView'

import { GalleryItemCard } from './GalleryItemCard'
import { gallerySizes } from './gallerySizes'
import { Lightbox, type LightboxImage } from './Lightbox'

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(8)};
`

const GallerySection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(12)};
  }
`

const ItemGrid = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
`

const LaunchPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`

function GalleryLaunch({ launch }: { launch: NonNullable<GalleryView['launch']> }) {
  const headingId = useId()
  return (
    <LaunchPanel>
      <ExternalButtonLink href={launch.url} $size="lg">
        {launch.label}
      </ExternalButtonLink>
      {launch.controls.length > 0 && (
        <>
          <h2 id={headingId}>Controls</h2>
          <ul aria-labelledby={headingId}>
            {launch.controls.map((control) => (
              <li key={control}>{control}</li>
            ))}
          </ul>
        </>
      )}
    </LaunchPanel>
  )
}

/** Every gallery route (spec §2): title, intro, an optional launch panel, then each section's grid of cards. */
export function GalleryPage({ gallery }: { gallery: GalleryView }) {
  const idPrefix = useId()
  const imageSizes = gallerySizes(gallery.columns)
  const images = useMemo<LightboxImage[]>(
    () =>
      gallery.sections.flatMap((section) =>
        section.items.flatMap((item) =>
          item.kind === 'image'
            ? [{ id: item.id, image: item.image, title: item.title, caption: item.caption }]
            : [],
        ),
      ),
    [gallery.sections],
  )
  const firstImageId = images[0]?.id
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)

  const openImage = useCallback(
    (itemId: string, thumbnail: HTMLButtonElement) => {
      opener.current = thumbnail
      setOpenIndex(images.findIndex((image) => image.id === itemId))
    },
    [images],
  )

  return (
    <>
      <Section>
        <Container>
          <Header>
            <PageTitle>{gallery.title}</PageTitle>
            {gallery.intro && <Lead>{gallery.intro}</Lead>}
          </Header>
          {gallery.launch && <GalleryLaunch launch={gallery.launch} />}
          {gallery.sections.map((section, index) => {
            const headingId = `${idPrefix}-section-${index}`
            return (
              <GallerySection key={section.id} aria-labelledby={section.heading ? headingId : undefined}>
                {section.heading && <SectionTitle id={headingId}>{section.heading}</SectionTitle>}
                <ItemGrid as="ul" $columns={gallery.columns}>
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <GalleryItemCard
                        item={item}
                        imageSizes={imageSizes}
                        priority={item.id === firstImageId}
                        onOpenImage={openImage}
                      />
                    </li>
                  ))}
                </ItemGrid>
              </GallerySection>
            )
          })}
        </Container>
      </Section>
      <Lightbox
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocus={() => opener.current}
      />
    </>
  )
}
