import React from 'react'
import styled from 'styled-components'

import { Badge } from '@/ui/Badge'
import { ButtonLink, ExternalButtonLink } from '@/ui/ButtonLink'
import { CalloutCard, Card, CardBody, CardFooter, CardText, CardTitle } from '@/ui/Card'
import { Grid, Lead, PageSection, PageTitle, SpacedSection } from '@/ui/Layout'
import { mediaPath } from '@/ui/media/mediaPath'
import type { Media, Neuroscience } from '@/payload-types'
import { bareList } from '@/styles/mixins'
import { theme } from '@/styles/theme'

const LectureCard = styled(CalloutCard)`
  margin-top: ${theme.space(8)};
`

const PaperList = styled.ol`
  display: grid;
  gap: ${theme.space(3)};
  ${bareList}
  counter-reset: paper;
  li {
    counter-increment: paper;
    display: flex;
    gap: ${theme.space(3)};
    align-items: baseline;
    padding: ${theme.space(4)};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  li::before {
    content: counter(paper) '.';
    font-weight: 700;
    color: ${theme.colors.primary};
  }
`

type ResearchItem = NonNullable<Neuroscience['research']>[number]

const downloadableFile = (file: ResearchItem['file']): Media | null =>
  file && typeof file === 'object' && file.url ? file : null

function ResearchAction({ item }: { item: ResearchItem }) {
  const file = downloadableFile(item.file)
  if (file?.url) {
    return (
      <ButtonLink href={mediaPath(file.url)} download={file.filename ?? true} prefetch={false} $size="sm">
        Download PDF
      </ButtonLink>
    )
  }
  if (item.path) {
    return (
      <ButtonLink href={item.path} $variant="outline" $size="sm">
        Read the Paper
      </ButtonLink>
    )
  }
  return null
}

type TopicCardProps = {
  topic: { title: string; description?: string | null }
  /** A research item's status, as a badge. */
  status?: string | null
  /** A future course: badged Coming Soon. */
  comingSoon?: boolean
  children?: React.ReactNode
}

/** A research item or a future course: its badge, title, text and, for research, its action. */
function TopicCard({ topic, status, comingSoon = false, children }: TopicCardProps) {
  return (
    <Card as="article">
      <CardBody>
        {status && <Badge variant="secondary">{status}</Badge>}
        {comingSoon && <Badge variant="outline">Coming Soon</Badge>}
        <CardTitle>{topic.title}</CardTitle>
        {topic.description && <CardText>{topic.description}</CardText>}
        {children}
      </CardBody>
    </Card>
  )
}

/** The Neuroscience page: the lecture, the research (a downloadable precis, the paper), future papers and courses. */
export function NeuroscienceView({ content }: { content: Neuroscience }) {
  const research = content.research ?? []
  const papers = content.futurePapers ?? []
  const courses = content.futureCourses ?? []
  return (
    <PageSection>
      <PageTitle>Neuroscience Research</PageTitle>
      <Lead>{content.intro}</Lead>

      <LectureCard landmark="section" id="neuroscience-lecture" title={content.lecture.title}>
        <ExternalButtonLink href={content.lecture.url}>Watch the Lecture</ExternalButtonLink>
      </LectureCard>

      {research.length > 0 && (
        <SpacedSection id="neuroscience-research" title="Research">
          <Grid $columns={2}>
            {research.map((item) => (
              <TopicCard key={item.id ?? item.title} topic={item} status={item.status}>
                <CardFooter>
                  <ResearchAction item={item} />
                </CardFooter>
              </TopicCard>
            ))}
          </Grid>
        </SpacedSection>
      )}

      {papers.length > 0 && (
        <SpacedSection id="neuroscience-future-papers" title="Future Papers">
          <PaperList>
            {papers.map((paper) => (
              <li key={paper.id ?? paper.title}>{paper.title}</li>
            ))}
          </PaperList>
        </SpacedSection>
      )}

      {courses.length > 0 && (
        <SpacedSection id="neuroscience-future-courses" title="Future Courses">
          <Grid $columns={2}>
            {courses.map((course) => (
              <TopicCard key={course.id ?? course.title} topic={course} comingSoon />
            ))}
          </Grid>
        </SpacedSection>
      )}
    </PageSection>
  )
}
