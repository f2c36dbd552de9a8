import React from 'react'

import { CardImage } from '@/ui/media/CardImage'
import { Badge } from '@/ui/Badge'
import { ButtonLink, ExternalButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardFooter, CardText, CardTitle } from '@/ui/Card'
import { isExternalLink, writingLinkLabel, writingStatusVariant } from '@/features/content/writings'
import type { Writing } from '@/payload-types'

/** A writing: status badge (spec §4), title, description, and View on Amazon / Visit Site / Read Story. */
export function WritingCard({ writing }: { writing: Writing }) {
  const link = writing.link?.trim()
  return (
    <Card as="article">
      {writing.image && <CardImage media={writing.image} />}
      <CardBody>
        <Badge variant={writingStatusVariant(writing.status)}>{writing.status}</Badge>
        <CardTitle>{writing.title}</CardTitle>
        <CardText>{writing.description}</CardText>
        {link && (
          <CardFooter>
            {writing.external || isExternalLink(link) ? (
              <ExternalButtonLink href={link} $variant="outline" $size="sm">
                {writingLinkLabel(link)}
              </ExternalButtonLink>
            ) : (
              <ButtonLink href={link} $variant="outline" $size="sm">
                {writingLinkLabel(link)}
              </ButtonLink>
            )}
          </CardFooter>
        )}
      </CardBody>
    </Card>
  )
}
