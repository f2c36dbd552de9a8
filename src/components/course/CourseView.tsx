import React from 'react'
import styled from 'styled-components'

import { Badge } from '@/components/ui/Badge'
import { ExternalButtonLink } from '@/components/ui/ButtonLink'
import { Card, CardBody, CardText } from '@/components/ui/Card'
import { Lead, PageHeader, PageSection, PageTitle, SectionTitle } from '@/components/ui/Layout'
import type { CourseOutline } from '@/lib/content/course'

import { AccordionEntry, AccordionRoot } from './Accordion'
import { CourseArea } from './CourseArea'
import { COURSE_PRICE, FAQ_ITEMS, LEARNING_OUTCOMES } from './courseCopy'
import { CourseModules } from './CourseModules'
import { Checklist, TextItems } from '@/components/ui/Checklist'
import { theme } from '@/styles/theme'

const Enrol = styled(Card)`
  text-align: center;
  background: ${theme.colors.surfaceMuted};
  a {
    align-self: center;
  }
`

/** Spec §2 How to let go: progress, six single-open modules of lessons, outcomes, FAQ, enrolment. */
export function CourseView({
  course,
  applicationUrl,
}: {
  course: CourseOutline
  applicationUrl?: string | null
}) {
  const lessonCount = course.modules.reduce((count, courseModule) => count + courseModule.lessons.length, 0)

  return (
    <PageSection>
      <PageHeader>
        <Badge>{COURSE_PRICE}</Badge>
        <PageTitle>{course.title}</PageTitle>
        <Lead>
          The complete {lessonCount}-lesson program for releasing stuck emotions and living with more peace,
          fearlessness and freedom.
        </Lead>
        {applicationUrl && (
          <ExternalButtonLink href={applicationUrl} $size="lg" style={{ alignSelf: 'flex-start' }}>
            Enroll Now - {COURSE_PRICE}
          </ExternalButtonLink>
        )}
      </PageHeader>

      <CourseArea>
        <CourseModules modules={course.modules} heading={<SectionTitle>Course Modules</SectionTitle>} />

        <section>
          <SectionTitle>What You Will Learn</SectionTitle>
          <Checklist>
            <TextItems items={LEARNING_OUTCOMES} />
          </Checklist>
        </section>

        <section>
          <SectionTitle>Frequently Asked Questions</SectionTitle>
          <AccordionRoot type="single" collapsible>
            {FAQ_ITEMS.map((item, index) => (
              <AccordionEntry key={item.question} value={`faq-${index + 1}`} trigger={item.question}>
                <CardText>{item.answer}</CardText>
              </AccordionEntry>
            ))}
          </AccordionRoot>
        </section>

        <Enrol>
          <CardBody>
            <SectionTitle as="h2" style={{ margin: 0 }}>
              Ready to let go?
            </SectionTitle>
            <CardText>
              Enrol in the full program for {COURSE_PRICE} and work through all {lessonCount} lessons at your
              own pace.
            </CardText>
            {applicationUrl && (
              <ExternalButtonLink href={applicationUrl} $size="lg">
                Apply for the Course
              </ExternalButtonLink>
            )}
          </CardBody>
        </Enrol>
      </CourseArea>
    </PageSection>
  )
}
