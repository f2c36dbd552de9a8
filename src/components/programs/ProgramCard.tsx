'use client'

import React from 'react'
import styled from 'styled-components'

import { MediaImage } from '@/components/media/MediaImage'
import { Badge } from '@/components/ui/Badge'
import { Button, ButtonLink, ExternalButtonLink } from '@/components/ui/Button'
import { Card, CardBody, CardText, CardTitle } from '@/components/ui/Card'
import type { Program } from '@/payload-types'

const ImageFrame = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const BadgeOnImage = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
`

const Features = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
`

type ProgramCardProps = {
  program: Program
  headingLevel?: 'h2' | 'h3'
  /** The first card of a page whose image is in the first screen (its largest paint). */
  priority?: boolean
}

/** The one program card (Home and /programs): badge, text, and Learn More or a disabled Coming Soon. */
export function ProgramCard({ program, headingLevel = 'h3', priority = false }: ProgramCardProps) {
  const features = program.features ?? []
  return (
    <Card as="article">
      <ImageFrame>
        <MediaImage
          media={program.image}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
        <BadgeOnImage>
          <Badge variant={program.comingSoon ? 'secondary' : 'default'}>{program.badge}</Badge>
        </BadgeOnImage>
      </ImageFrame>
      <CardBody>
        <CardTitle as={headingLevel}>{program.title}</CardTitle>
        <CardText>{program.description}</CardText>
        {features.length > 0 && (
          <Features>
            {features.map((item) => (
              <li key={item.id ?? item.feature}>{item.feature}</li>
            ))}
          </Features>
        )}
        <Footer>
          <ProgramAction program={program} />
        </Footer>
      </CardBody>
    </Card>
  )
}

function ProgramAction({ program }: { program: Program }) {
  if (program.comingSoon) {
    return (
      <Button $variant="secondary" $block disabled>
        Coming Soon
      </Button>
    )
  }
  const label = 'Learn More'
  if (program.external) {
    return (
      <ExternalButtonLink href={program.link} $block>
        {label}
      </ExternalButtonLink>
    )
  }
  return (
    <ButtonLink href={program.link} $block>
      {label}
    </ButtonLink>
  )
}
