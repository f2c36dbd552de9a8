import React from 'react'
import styled from 'styled-components'

import { CardImage } from '@/ui/media/CardImage'
import { Badge } from '@/ui/Badge'
import { Button } from '@/ui/Button'
import { ButtonLink, ExternalButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardFooter, CardText, CardTitle } from '@/ui/Card'
import type { Program } from '@/payload-types'
import { theme } from '@/styles/theme'

const BadgeOnImage = styled.div`
  position: absolute;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
`

const Features = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

type ProgramCardProps = {
  program: Program
  headingLevel?: 'h2' | 'h3'
  /** The first card of a page whose image is in the first screen (its largest paint). */
  priority?: boolean
  /**
   * Home's featured cards (spec §2 "with Learn More"): every card has Learn More, and a coming-soon
   * program's leads to /programs. Elsewhere a coming-soon program shows a disabled Coming Soon.
   */
  featured?: boolean
}

/** The one program card (Home and /programs): badge, text, and Learn More or a disabled Coming Soon. */
export function ProgramCard({
  program,
  headingLevel = 'h3',
  priority = false,
  featured = false,
}: ProgramCardProps) {
  const features = program.features ?? []
  return (
    <Card as="article">
      <CardImage media={program.image} priority={priority}>
        <BadgeOnImage>
          <Badge variant={program.comingSoon ? 'secondary' : 'default'}>{program.badge}</Badge>
        </BadgeOnImage>
      </CardImage>
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
        <CardFooter>
          <ProgramAction program={program} featured={featured} />
        </CardFooter>
      </CardBody>
    </Card>
  )
}

function ProgramAction({ program, featured }: { program: Program; featured: boolean }) {
  // The spec's visible label, completed for screen readers and search engines by the program's
  // title (a link read out of context as "Learn More" says nothing of where it goes).
  const label = (
    <>
      Learn More<span className="visually-hidden"> about {program.title}</span>
    </>
  )
  if (program.comingSoon && featured) {
    return (
      <ButtonLink href="/programs" $block>
        {label}
      </ButtonLink>
    )
  }
  if (program.comingSoon) {
    return (
      <Button $variant="secondary" $block disabled>
        Coming Soon
      </Button>
    )
  }
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
