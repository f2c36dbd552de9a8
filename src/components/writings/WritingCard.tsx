import React from 'react'
import styled from 'styled-components'

import { CardImageFrame } from '@/components/media/CardImageFrame'
import { MediaImage } from '@/components/media/MediaImage'
import { Badge } from '@/components/ui/Badge'
import { ButtonLink, ExternalButtonLink } from '@/components/ui/Button'
import { Card, CardBody, CardText, CardTitle } from '@/components/ui/Card'
import { isExternalLink, writingLinkLabel, writingStatusVariant } from '@/lib/writings'
import type { Writing } from '@/payload-types'
import { theme } from '@/styles/theme'

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(3)};
`

/** A writing: status badge (spec §4), title, description, and View on Amazon / Visit Site / Read Story. */
export function WritingCard({ writing }: { writing: Writing }) {
  const link = writing.link?.trim()
  return (
    <Card as="article">
      {writing.image && (
        <CardImageFrame>
          <MediaImage
            media={writing.image}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          />
        </CardImageFrame>
      )}
      <CardBody>
        <Badge variant={writingStatusVariant(writing.status)}>{writing.status}</Badge>
        <CardTitle>{writing.title}</CardTitle>
        <CardText>{writing.description}</CardText>
        {link && (
          <Footer>
            {writing.external || isExternalLink(link) ? (
              <ExternalButtonLink href={link} $variant="outline" $size="sm">
                {writingLinkLabel(link)}
              </ExternalButtonLink>
            ) : (
              <ButtonLink href={link} $variant="outline" $size="sm">
                {writingLinkLabel(link)}
              </ButtonLink>
            )}
          </Footer>
        )}
      </CardBody>
    </Card>
  )
}
