'use client'

import React, { useMemo } from 'react'

import { Badge } from '@/ui/Badge'
import { Link } from '@/ui/Link'
import type { CourseOutline } from '@/features/course/reads'
import { lessonPath } from '@/features/course/courseSales'

import { AccordionEntry, AccordionRoot } from './Accordion'
import { LessonToggle } from './LessonToggle'
import { ProgressSummary } from './ProgressSummary'
import { unseen } from './unseen'
import { useCourseProgress, type ProgressMode } from './useCourseProgress'

function ProgressNotice({ mode }: { mode: ProgressMode }) {
  // Most visitors are signed out: the guest notice keeps its place, unseen, while the session loads,
  // so the modules below do not move down when it appears.
  if (mode === 'guest' || mode === 'loading') {
    return (
      <p className="course-notice" {...unseen(mode === 'loading')}>
        Your progress is kept in this browser. <Link href="/login">Log in</Link> to save it to your account.
      </p>
    )
  }
  if (mode === 'password-change-required') {
    return (
      <p className="course-notice" role="alert">
        You must change your password before accessing courses.{' '}
        <Link href="/profile?change-password=true">Change your password</Link>
      </p>
    )
  }
  return null
}

type CourseModulesProps = {
  modules: CourseOutline['modules']
  /** The modules' section heading, rendered on the server (it carries the page's heading styles). */
  heading: React.ReactNode
  /** Whether lessons show their Free preview badge: only when the others are locked (the course is sold here). */
  markFreePreviews: boolean
}

/**
 * The interactive part of the course page: the progress bar and the modules whose lessons are
 * ticked. Plain elements with classes, styled by CourseArea around it.
 */
export function CourseModules({ modules, heading, markFreePreviews }: CourseModulesProps) {
  const lessonIds = useMemo(
    () => new Set(modules.flatMap((courseModule) => courseModule.lessons.map((lesson) => lesson.lessonId))),
    [modules],
  )
  const { mode, state, completed, pending, toggleLesson } = useCourseProgress(lessonIds)
  const canToggle = state === 'known'

  return (
    <>
      <section aria-label="Progress">
        <ProgressSummary completed={completed.size} total={lessonIds.size} state={state} />
      </section>

      <section>
        {heading}
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
                    {/* The spaces keep the button's name in words: "Module 1 The Foundation 0/11" */}
                    <span className="module-trigger__text">
                      <small>Module {index + 1}</small> {courseModule.title}
                    </span>{' '}
                    <span className="module-trigger__end">
                      <Badge variant="secondary" {...unseen(!canToggle)}>
                        {done}/{courseModule.lessons.length}
                      </Badge>
                    </span>
                  </>
                }
              >
                <ul className="lesson-list">
                  {courseModule.lessons.map((lesson) => (
                    <li key={lesson.lessonId}>
                      <LessonToggle
                        title={lesson.title}
                        description={lesson.description}
                        href={lessonPath(lesson.lessonId)}
                        freePreview={markFreePreviews && lesson.freePreview}
                        done={completed.has(lesson.lessonId)}
                        disabled={!canToggle || pending.has(lesson.lessonId)}
                        onToggle={() => void toggleLesson(lesson.lessonId)}
                      />
                    </li>
                  ))}
                </ul>
              </AccordionEntry>
            )
          })}
        </AccordionRoot>
      </section>
    </>
  )
}
