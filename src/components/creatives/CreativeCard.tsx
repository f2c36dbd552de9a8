import Link from 'next/link'
import React from 'react'
import styled, { css } from 'styled-components'

import { CardImage } from '@/components/media/CardImage'
import { Badge } from '@/components/ui/Badge'
import { Card, CardBody, CardText, CardTitle } from '@/components/ui/Card'
import type { CreativeCategory } from '@/payload-types'
import { theme } from '@/styles/theme'

const LinkedCard = styled(Card)`
  position: relative;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`

/** The title's link covers the whole card, so the card is one target with the title as its name. */
const stretchedLink = css`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`

const InternalLink = styled(Link)`
  ${stretchedLink}
`

const ExternalLink = styled.a`
  ${stretchedLink}
`

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
    <LinkedCard as="article">
      <CardImage media={category.image} priority={priority} />
      <CardBody>
        <CardTitle as={headingLevel}>
          {isExternal ? (
            <ExternalLink
              href={category.href}
              target="_blank"
              rel="noopener noreferrer"
              title="Opens in a new tab"
            >
              {category.name}
            </ExternalLink>
          ) : (
            <InternalLink href={category.href}>{category.name}</InternalLink>
          )}
        </CardTitle>
        <CardText>{category.description}</CardText>
        {category.countText && <Badge variant="outline">{category.countText}</Badge>}
      </CardBody>
    </LinkedCard>
  )
}
