'use client'

import Link from 'next/link'
import React, { useMemo } from 'react'
import styled from 'styled-components'

import { Badge } from '@/components/ui/Badge'
import { ExternalButtonLink } from '@/components/ui/Button'
import { Card, CardBody, CardText } from '@/components/ui/Card'
import { Container, Lead, PageTitle, Section, SectionTitle } from '@/components/ui/Layout'
import type { CourseOutline } from '@/lib/content/course'

import {
  AccordionContent,
  AccordionHeader,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
} from './Accordion'
import { COURSE_PRICE, FAQ_ITEMS, LEARNING_OUTCOMES } from './courseCopy'
import { LessonToggle } from './LessonToggle'
import { ProgressSummary } from './ProgressSummary'
import { useCourseProgress, type ProgressMode } from './useCourseProgress'
import { Checklist } from '@/components/ui/Checklist'

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
`

const TriggerText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
  }
`

const TriggerEnd = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
`

const LessonList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`

const Enrol = styled(Card)`
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  a {
    align-self: center;
  }
`

function ProgressNotice({ mode }: { mode: ProgressMode }) {
  if (mode === 'guest') {
    return (
      <Notice>
        Your progress is kept in this browser. <Link href="/login">Log in</Link> to save it to your account.
      </Notice>
    )
  }
  if (mode === 'password-change-required') {
    return (
      <Notice role="alert">
        You must change your password before accessing courses.{' '}
        <Link href="/profile?change-password=true">Change your password</Link>
      </Notice>
    )
  }
  return null
}

/** Spec §2 How to let go: progress, six single-open modules of lessons, outcomes, FAQ, enrolment. */
export function CourseView({
  course,
  applicationUrl,
}: {
  course: CourseOutline
  applicationUrl?: string | null
}) {
  const lessonIds = useMemo(
    () =>
      new Set(
        course.modules.flatMap((courseModule) => courseModule.lessons.map((lesson) => lesson.lessonId)),
      ),
    [course],
  )
  const { mode, completed, pending, toggleLesson } = useCourseProgress(lessonIds)
  const canToggle = mode === 'account' || mode === 'guest'

  return (
    <Section>
      <Container>
        <Header>
          <Badge>{COURSE_PRICE}</Badge>
          <PageTitle>{course.title}</PageTitle>
          <Lead>
            The complete {lessonIds.size}-lesson program for releasing stuck emotions and living with more
            peace, fearlessness and freedom.
          </Lead>
          {applicationUrl && (
            <ExternalButtonLink href={applicationUrl} $size="lg" style={{ alignSelf: 'flex-start' }}>
              Enroll Now - {COURSE_PRICE}
            </ExternalButtonLink>
          )}
        </Header>

        <Stack>
          <section aria-label="Progress">
            <ProgressSummary completed={completed.size} total={lessonIds.size} />
          </section>

          <section>
            <SectionTitle>Course Modules</SectionTitle>
            <ProgressNotice mode={mode} />
            <AccordionRoot type="single" collapsible style={{ marginTop: 16 }}>
              {course.modules.map((courseModule, index) => {
                const done = courseModule.lessons.filter((lesson) => completed.has(lesson.lessonId)).length
                return (
                  <AccordionItem key={courseModule.title} value={`module-${index + 1}`}>
                    <AccordionHeader>
                      <AccordionTrigger>
                        <TriggerText>
                          <small>Module {index + 1}</small>
                          {courseModule.title}
                        </TriggerText>
                        <TriggerEnd>
                          <Badge variant="secondary">
                            {done}/{courseModule.lessons.length}
                          </Badge>
                        </TriggerEnd>
                      </AccordionTrigger>
                    </AccordionHeader>
                    <AccordionContent>
                      <LessonList>
                        {courseModule.lessons.map((lesson) => (
                          <li key={lesson.lessonId}>
                            <LessonToggle
                              title={lesson.title}
                              description={lesson.description}
                              done={completed.has(lesson.lessonId)}
                              disabled={!canToggle || pending.has(lesson.lessonId)}
                              onToggle={() => void toggleLesson(lesson.lessonId)}
                            />
                          </li>
                        ))}
                      </LessonList>
                    </AccordionContent>
                  </AccordionItem>
                )
              })}
            </AccordionRoot>
          </section>

          <section>
            <SectionTitle>What You Will Learn</SectionTitle>
            <Checklist>
              {LEARNING_OUTCOMES.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </Checklist>
          </section>

          <section>
            <SectionTitle>Frequently Asked Questions</SectionTitle>
            <AccordionRoot type="single" collapsible>
              {FAQ_ITEMS.map((item, index) => (
                <AccordionItem key={item.question} value={`faq-${index + 1}`}>
                  <AccordionHeader>
                    <AccordionTrigger>{item.question}</AccordionTrigger>
                  </AccordionHeader>
                  <AccordionContent>
                    <CardText>{item.answer}</CardText>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </AccordionRoot>
          </section>

          <Enrol>
            <CardBody>
              <SectionTitle as="h2" style={{ margin: 0 }}>
                Ready to let go?
              </SectionTitle>
              <CardText>
                Enrol in the full program for {COURSE_PRICE} and work through all {lessonIds.size} lessons at
                your own pace.
              </CardText>
              {applicationUrl && (
                <ExternalButtonLink href={applicationUrl} $size="lg">
                  Apply for the Course
                </ExternalButtonLink>
              )}
            </CardBody>
          </Enrol>
        </Stack>
      </Container>
    </Section>
  )
}
