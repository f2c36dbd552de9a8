import React from 'react'

import { CardImage } from '@/ui/media/CardImage'
import { Badge } from '@/ui/Badge'
import { Card, CardBody, CardText, CardTitle } from '@/ui/Card'
import { Link } from '@/ui/Link'
import type { CreativeCategory } from '@/payload-types'

type CreativeCardProps = {
  category: CreativeCategory
  headingLevel?: 'h2' | 'h3'
  /** The first card of a page whose image is in the first screen (its largest paint). */
  priority?: boolean
}

/** One creative category (spec §3): links to its gallery route, or to an external site in a new tab. */
export function CreativeCard({ category, headingLevel = 'h3', priority = false }: CreativeCardProps) {
  const isExternal = Boolean(category.external) || /^https?:\/\//.test(category.href)
  return (
    <Card as="article" className="card--linked">
      <CardImage media={category.image} priority={priority} />
      <CardBody>
        <CardTitle as={headingLevel}>
          {isExternal ? (
            <a
              className="stretched-link"
              href={category.href}
              target="_blank"
              rel="noopener noreferrer"
              title="Opens in a new tab"
            >
              {category.name}
            </a>
          ) : (
            <Link className="stretched-link" href={category.href}>
              {category.name}
            </Link>
          )}
        </CardTitle>
        <CardText>{category.description}</CardText>
        {category.countText && <Badge variant="outline">{category.countText}</Badge>}
      </CardBody>
    </Card>
  )
}
