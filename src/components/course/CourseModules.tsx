'use client'

import React, { useMemo } from 'react'
import styled from 'styled-components'

import { Badge } from '@/components/ui/Badge'
import { SectionTitle } from '@/components/ui/Layout'
import { Link } from '@/components/ui/Link'
import type { CourseOutline } from '@/lib/content/course'
import { bareList, strongLinks } from '@/styles/mixins'
import { theme } from '@/styles/theme'

import { AccordionEntry, AccordionRoot } from './Accordion'
import { LessonToggle } from './LessonToggle'
import { ProgressSummary } from './ProgressSummary'
import { useCourseProgress, type ProgressMode } from './useCourseProgress'

const TriggerText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  small {
    color: ${theme.colors.textMuted};
    font-weight: 500;
  }
`

const TriggerEnd = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-left: auto;
`

const LessonList = styled.ul`
  display: grid;
  gap: ${theme.space(1)};
  ${bareList}
`

const Notice = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  ${strongLinks}
`

function ProgressNotice({ mode }: { mode: ProgressMode }) {
  // Most visitors are signed out: the guest notice keeps its place, unseen, while the session loads,
  // so the modules below do not move down when it appears.
  if (mode === 'guest' || mode === 'loading') {
    const loading = mode === 'loading'
    return (
      <Notice aria-hidden={loading || undefined} style={loading ? { visibility: 'hidden' } : undefined}>
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

/** The interactive part of the course page: the progress bar and the modules whose lessons are ticked. */
export function CourseModules({ modules }: { modules: CourseOutline['modules'] }) {
  const lessonIds = useMemo(
    () => new Set(modules.flatMap((courseModule) => courseModule.lessons.map((lesson) => lesson.lessonId))),
    [modules],
  )
  const { mode, completed, pending, toggleLesson } = useCourseProgress(lessonIds)
  const canToggle = mode === 'account' || mode === 'guest'

  return (
    <>
      <section aria-label="Progress">
        <ProgressSummary completed={completed.size} total={lessonIds.size} />
      </section>

      <section>
        <SectionTitle>Course Modules</SectionTitle>
        <ProgressNotice mode={mode} />
        <AccordionRoot type="single" collapsible style={{ marginTop: 16 }}>
          {modules.map((courseModule, index) => {
            const done = courseModule.lessons.filter((lesson) => completed.has(lesson.lessonId)).length
            return (
              <AccordionEntry
                key={courseModule.title}
                value={`module-${index + 1}`}
                trigger={
                  <>
                    <TriggerText>
                      <small>Module {index + 1}</small>
                      {courseModule.title}
                    </TriggerText>
                    <TriggerEnd>
                      <Badge variant="secondary">
                        {done}/{courseModule.lessons.length}
                      </Badge>
                    </TriggerEnd>
                  </>
                }
              >
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
              </AccordionEntry>
            )
          })}
        </AccordionRoot>
      </section>
    </>
  )
}
