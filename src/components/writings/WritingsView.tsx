import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/components/ui/Button'
import { CardBody, CardText, CardTitle, MutedCard } from '@/components/ui/Card'
import { Container, Grid, Lead, PageTitle, Section, TitledSection } from '@/components/ui/Layout'
import type { WritingSection } from '@/lib/content/writingSections'

import { WritingCard } from './WritingCard'
import { theme } from '@/styles/theme'

const Category = styled(TitledSection)`
  margin-top: ${theme.space(12)};
`

const Callout = styled(MutedCard)`
  margin-top: ${theme.space(12)};
`

const CalloutBody = styled(CardBody)`
  align-items: flex-start;
`

/** The Writings page: one section per category, then the way to the witticisms. */
export function WritingsView({ sections }: { sections: WritingSection[] }) {
  return (
    <Section>
      <Container>
        <PageTitle>Writings</PageTitle>
        <Lead>Novels, poetry, essays, children&apos;s books, short stories and psychology.</Lead>
        {sections.map((section) => (
          <Category key={section.category} id={`writings-${section.category}`} title={section.label}>
            <Grid $columns={3}>
              {section.writings.map((writing) => (
                <WritingCard key={writing.id} writing={writing} />
              ))}
            </Grid>
          </Category>
        ))}
        <Callout as="aside" aria-labelledby="writings-witticisms">
          <CalloutBody>
            <CardTitle as="h2" id="writings-witticisms">
              Witticisms
            </CardTitle>
            <CardText>Short sayings and observations, collected in cards.</CardText>
            <ButtonLink href="/witticisms" $size="sm">
              Read the Witticisms
            </ButtonLink>
          </CalloutBody>
        </Callout>
      </Container>
    </Section>
  )
}
