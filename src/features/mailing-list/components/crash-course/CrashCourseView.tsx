import React from 'react'
import styled from 'styled-components'

import { Badge } from '@/ui/Badge'
import { ButtonLink } from '@/ui/ButtonLink'
import { Card, CardBody, CardText, TextCard } from '@/ui/Card'
import {
  Container,
  Grid,
  Lead,
  PageHeader,
  PageSection,
  PageTitle,
  Section,
  SectionBand,
  SectionTitle,
} from '@/ui/Layout'

import { IntroVideo } from './IntroVideo'
import { IntroVideoFrame } from './IntroVideoFrame'
import { Checklist, TextItems } from '@/ui/Checklist'
import { theme } from '@/styles/theme'

const PARTS = [
  {
    title: 'Core Concepts',
    description: 'What letting go is, why feelings get stuck, and how releasing them changes everything.',
  },
  {
    title: 'Basic Technique',
    description: 'The simple release method, step by step, that you can use on any feeling.',
  },
  {
    title: 'Immediate Practice',
    description: 'Guided exercises so you feel the first release before the course is over.',
  },
] as const

const LESSONS = [
  'Why suppressing and expressing emotions both keep you stuck',
  'How to welcome a feeling instead of fighting it',
  'The basic release technique you can use anywhere',
  'How to let go of fear, stress and old resentment',
  'A daily practice to keep releasing after the course',
] as const

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  color: ${theme.colors.textMuted};
`

const CallToAction = styled(Card)`
  text-align: center;
  background: ${theme.colors.surfaceMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`

/** The free crash course (spec §2): about 45 minutes, intro video, three parts, what you will learn. */
/** `coursePrice`: the full program's price as its page shows it (the spec's $27 unless sold here at another). */
export function CrashCourseView({
  videoUrl,
  coursePrice = '$27',
}: {
  videoUrl: string | null | undefined
  coursePrice?: string
}) {
  return (
    <>
      <PageSection>
        <PageHeader as="div">
          <Facts>
            <Badge>100% Free</Badge>
            <span>About 45 minutes</span>
          </Facts>
          <PageTitle>Crash Course in Letting Go</PageTitle>
          <Lead>
            A free introduction to letting go: the core ideas, the basic technique and a first practice you
            can use today.
          </Lead>
        </PageHeader>
        <IntroVideoFrame>
          <IntroVideo videoUrl={videoUrl} />
        </IntroVideoFrame>
      </PageSection>

      <SectionBand id="parts-title" title="What the Crash Course Covers">
        <Grid $columns={3}>
          {PARTS.map((part) => (
            <TextCard key={part.title} title={part.title} text={part.description} />
          ))}
        </Grid>
      </SectionBand>

      <SectionBand id="learn-title" title="What You Will Learn">
        <Checklist>
          <TextItems items={LESSONS} />
        </Checklist>
      </SectionBand>

      <Section aria-labelledby="next-title">
        <Container>
          <CallToAction>
            <CardBody>
              <SectionTitle as="h2" id="next-title">
                Ready to Go Deeper?
              </SectionTitle>
              <CardText>
                The full How to Let Go program has 41 lessons in six modules, from the foundation to mastery.
              </CardText>
              <Actions>
                <ButtonLink href="/how-to-let-go" $size="lg">
                  View Full Program ({coursePrice})
                </ButtonLink>
                <ButtonLink href="/programs" $variant="outline" $size="lg">
                  Browse All Programs
                </ButtonLink>
              </Actions>
            </CardBody>
          </CallToAction>
        </Container>
      </Section>
    </>
  )
}
