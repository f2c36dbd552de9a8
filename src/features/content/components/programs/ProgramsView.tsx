import React from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardText } from '@/ui/Card'
import { Grid, Lead, PageSection, PageTitle, SectionTitle, StackedSection } from '@/ui/Layout'
import type { Program } from '@/payload-types'

import { ProgramCard } from './ProgramCard'
import { theme } from '@/styles/theme'

/** The three sections of /programs, in order, with the headings of spec §2. */
export const PROGRAM_SECTIONS: { value: Program['section']; title: string }[] = [
  { value: 'letting-go', title: 'Letting Go Programs' },
  { value: 'other', title: 'Other Programs' },
  { value: 'academic', title: 'Academic Courses' },
]

const Intro = styled.div`
  margin-bottom: ${theme.space(4)};
`

const CallToAction = styled(Card)`
  margin-top: ${theme.space(16)};
  text-align: center;
  background: ${theme.colors.surfaceMuted};
`

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(4)};
`

/** All Programs (spec §2): the three sections and a closing call to action. */
export function ProgramsView({ programs }: { programs: Program[] }) {
  return (
    <PageSection>
      <Intro>
        <PageTitle>All Programs</PageTitle>
        <Lead>Programs for emotional freedom, from a free first step to in-depth courses.</Lead>
      </Intro>
      {PROGRAM_SECTIONS.map((section, sectionIndex) => {
        const sectionPrograms = programs.filter((program) => program.section === section.value)
        if (sectionPrograms.length === 0) return null
        const headingId = `programs-${section.value}`
        return (
          <StackedSection key={section.value} id={headingId} title={section.title}>
            <Grid $columns={3}>
              {sectionPrograms.map((program, index) => (
                <ProgramCard
                  key={program.id}
                  program={program}
                  priority={sectionIndex === 0 && index === 0}
                />
              ))}
            </Grid>
          </StackedSection>
        )
      })}
      <CallToAction forwardedAs="section" aria-labelledby="programs-cta">
        <CardBody>
          <SectionTitle id="programs-cta">Not Sure Where to Begin?</SectionTitle>
          <CardText>
            Start with the free crash course: about 45 minutes, and you will feel your first release today.
          </CardText>
          <Actions>
            <ButtonLink href="/crash-course" $size="lg">
              Start the Free Crash Course
            </ButtonLink>
          </Actions>
        </CardBody>
      </CallToAction>
    </PageSection>
  )
}
