import React from 'react'
import styled from 'styled-components'

import { CardImage } from '@/ui/media/CardImage'
import { Badge } from '@/ui/Badge'
import { ExternalButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardFooter, CardText, CardTitle } from '@/ui/Card'
import { businessLink } from '@/features/content/businessLink'
import type { Business } from '@/payload-types'

const Footer = styled(CardFooter)`
  display: flex;
  align-items: center;
`

const categoryLabel = (category: Business['category']) => category.charAt(0).toUpperCase() + category.slice(1)

type BusinessCardProps = { business: Business; headingLevel?: 'h2' | 'h3' }

/** A business card (spec §2): category badge, then Visit Site (new tab), or a Coming Soon or No Site badge. */
export function BusinessCard({ business, headingLevel = 'h3' }: BusinessCardProps) {
  const link = businessLink(business)
  return (
    <Card as="article">
      {business.customImage && <CardImage media={business.customImage} />}
      <CardBody>
        <Badge variant="secondary">{categoryLabel(business.category)}</Badge>
        <CardTitle as={headingLevel}>{business.name}</CardTitle>
        <CardText>{business.description}</CardText>
        <Footer>
          {link.kind === 'site' && (
            <ExternalButtonLink href={link.url} $variant="outline" $size="sm" title="Opens in a new tab">
              Visit Site
            </ExternalButtonLink>
          )}
          {link.kind === 'coming-soon' && <Badge variant="outline">Coming Soon</Badge>}
          {link.kind === 'no-site' && <Badge variant="outline">No Site</Badge>}
        </Footer>
      </CardBody>
    </Card>
  )
}
