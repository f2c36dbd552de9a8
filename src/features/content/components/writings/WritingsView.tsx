import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/ui/ButtonLink'
import { CalloutCard, CardText } from '@/ui/Card'
import { Grid, Lead, PageSection, PageTitle, SpacedSection } from '@/ui/Layout'
import type { WritingSection } from '@/features/content/reads/writingSections'

import { WritingCard } from './WritingCard'
import { theme } from '@/styles/theme'

const Callout = styled(CalloutCard)`
  margin-top: ${theme.space(12)};
`

/** The Writings page: one section per category, then the way to the witticisms. */
export function WritingsView({ sections }: { sections: WritingSection[] }) {
  return (
    <PageSection>
      <PageTitle>Writings</PageTitle>
      <Lead>Novels, poetry, essays, children&apos;s books, short stories and psychology.</Lead>
      {sections.map((section) => (
        <SpacedSection key={section.category} id={`writings-${section.category}`} title={section.label}>
          <Grid $columns={3}>
            {section.writings.map((writing) => (
              <WritingCard key={writing.id} writing={writing} />
            ))}
          </Grid>
        </SpacedSection>
      ))}
      <Callout landmark="aside" id="writings-witticisms" title="Witticisms">
        <CardText>Short sayings and observations, collected in cards.</CardText>
        <ButtonLink href="/witticisms" $size="sm">
          Read the Witticisms
        </ButtonLink>
      </Callout>
    </PageSection>
  )
}
