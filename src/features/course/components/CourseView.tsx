import React from 'react'
import styled from 'styled-components'

import { Badge } from '@/ui/Badge'
import { Card, CardBody, CardText } from '@/ui/Card'
import { Lead, PageHeader, PageSection, PageTitle, SectionTitle } from '@/ui/Layout'
import type { CourseOutline } from '@/features/course/reads'
import type { CourseEnrolment } from '@/features/course/salesReads'

import { AccordionEntry, AccordionRoot } from './Accordion'
import { CourseArea } from './CourseArea'
import { FAQ_ITEMS, LEARNING_OUTCOMES } from './courseCopy'
import { CourseModules } from './CourseModules'
import { CoursePageViewBeacon } from './CoursePageViewBeacon'
import { EnrolAction } from './EnrolAction'
import { EnrolInvitation } from './EnrolInvitation'
import { Checklist, TextItems } from '@/ui/Checklist'
import { theme } from '@/styles/theme'

const Enrol = styled(Card)`
  text-align: center;
  background: ${theme.colors.surfaceMuted};
  a {
    align-self: center;
  }
`

/**
 * Spec §2 How to let go: progress, six single-open modules of lessons (each linked to its page),
 * outcomes, FAQ, enrolment: the external application or this site's checkout (courseSales).
 */
export function CourseView({ course, enrolment }: { course: CourseOutline; enrolment: CourseEnrolment }) {
  const lessonCount = course.modules.reduce((count, courseModule) => count + courseModule.lessons.length, 0)

  return (
    <PageSection>
      <CoursePageViewBeacon />
      <PageHeader>
        <Badge>{enrolment.price}</Badge>
        <PageTitle>{course.title}</PageTitle>
        <Lead>
          The complete {lessonCount}-lesson program for releasing stuck emotions and living with more peace,
          fearlessness and freedom.
        </Lead>
        <EnrolAction enrolment={enrolment} style={{ alignSelf: 'flex-start' }} />
      </PageHeader>

      <CourseArea>
        <CourseModules
          modules={course.modules}
          heading={<SectionTitle>Course Modules</SectionTitle>}
          markFreePreviews={enrolment.mode === 'site'}
        />

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
            <EnrolInvitation
              price={enrolment.price}
              lessonCount={lessonCount}
              soldHere={enrolment.mode === 'site'}
            />
            <EnrolAction
              enrolment={enrolment}
              label={enrolment.mode === 'site' ? 'Buy the Course' : 'Apply for the Course'}
            />
          </CardBody>
        </Enrol>
      </CourseArea>
    </PageSection>
  )
}
