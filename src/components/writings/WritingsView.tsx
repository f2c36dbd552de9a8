import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/components/ui/Button'
import { Card, CardBody, CardText, CardTitle } from '@/components/ui/Card'
import { Container, Grid, Lead, PageTitle, Section, SectionTitle } from '@/components/ui/Layout'
import type { WritingSection } from '@/lib/content/writingSections'

import { WritingCard } from './WritingCard'
import { theme } from '@/styles/theme'

const Category = styled.section`
  margin-top: ${theme.space(12)};
`

const Callout = styled(Card)`
  margin-top: ${theme.space(12)};
  background: ${theme.colors.surfaceMuted};
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
          <Category key={section.category} aria-labelledby={`writings-${section.category}`}>
            <SectionTitle id={`writings-${section.category}`}>{section.label}</SectionTitle>
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
