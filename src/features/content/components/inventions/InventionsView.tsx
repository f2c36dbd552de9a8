import React from 'react'
import styled from 'styled-components'

import { CardImageFrame } from '@/ui/media/CardImageFrame'
import { MediaImage } from '@/ui/media/MediaImage'
import { Badge } from '@/ui/Badge'
import { Card, CardBody, CardText } from '@/ui/Card'
import { Lead, PageSection, PageTitle } from '@/ui/Layout'
import type { Invention } from '@/payload-types'
import { media, theme } from '@/styles/theme'
import { framed } from '@/styles/mixins'

const InventionCard = styled(Card)`
  margin-top: ${theme.space(10)};
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`

const Name = styled.h2`
  font-size: ${theme.fontSizes['2xl']};
  margin: 0;
`

const FeaturesTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin: ${theme.space(2)} 0 0;
`

const Features = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: ${theme.space(1)};
`

const Note = styled.p`
  margin-top: ${theme.space(10)};
  padding: ${theme.space(5)};
  ${framed(theme.colors.border, theme.radius.lg, 'dashed')}
  background: ${theme.colors.surfaceMuted};
  text-align: center;
`

type InventionItem = NonNullable<Invention['inventions']>[number]

function InventionEntry({ invention }: { invention: InventionItem }) {
  const features = invention.features ?? []
  const featuresId = `invention-${invention.id ?? invention.name}-features`
  return (
    <InventionCard forwardedAs="article">
      {invention.image && (
        <CardImageFrame>
          <MediaImage media={invention.image} sizes="(min-width: 768px) 45vw, 100vw" priority />
        </CardImageFrame>
      )}
      <CardBody>
        <Badge>{invention.status}</Badge>
        <Name>{invention.name}</Name>
        <CardText>{invention.description}</CardText>
        {features.length > 0 && (
          <>
            <FeaturesTitle id={featuresId}>Key Features</FeaturesTitle>
            <Features aria-labelledby={featuresId}>
              {features.map((item) => (
                <li key={item.id ?? item.feature}>{item.feature}</li>
              ))}
            </Features>
          </>
        )}
      </CardBody>
    </InventionCard>
  )
}

/** The Inventions page: each invention with its status badge and features, then the coming-soon note. */
export function InventionsView({ content }: { content: Invention }) {
  return (
    <PageSection>
      <PageTitle>Inventions</PageTitle>
      <Lead>{content.intro}</Lead>
      {(content.inventions ?? []).map((invention) => (
        <InventionEntry key={invention.id ?? invention.name} invention={invention} />
      ))}
      {content.comingSoonNote && <Note>{content.comingSoonNote}</Note>}
    </PageSection>
  )
}
