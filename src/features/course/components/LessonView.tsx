import { RichText } from '@payloadcms/richtext-lexical/react'
import React from 'react'
import styled from 'styled-components'

import { recordingEmbedUrl } from '@/platform/http/embeds'
import { Badge } from '@/ui/Badge'
import { Card, CardBody, CardText } from '@/ui/Card'
import { Link } from '@/ui/Link'
import { PageSection, PageTitle } from '@/ui/Layout'
import type { LessonContent, LessonPlace } from '@/features/course/reads'
import type { CourseEnrolment } from '@/features/course/salesReads'
import { lessonPath } from '@/features/course/courseSales'
import { fillFrame, strongLinks } from '@/styles/mixins'
import { theme } from '@/styles/theme'

import { EnrolAction } from './EnrolAction'
import { LessonCompleteButton } from './LessonCompleteButton'

const LessonArea = styled.article`
  display: grid;
  gap: ${theme.space(6)};
  max-width: 820px;

  .lesson__meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(3)};
    margin: 0;
    color: ${theme.colors.textMuted};
    ${strongLinks}
  }
  .lesson__player {
    position: relative;
    aspect-ratio: 16 / 9;
    border-radius: ${theme.radius.md};
    overflow: hidden;
    background: ${theme.colors.text};
  }
  .lesson__player iframe {
    ${fillFrame}
  }
  .lesson__body {
    font-size: ${theme.fontSizes.lg};
    line-height: 1.7;
  }
  .lesson-complete {
    display: grid;
    gap: ${theme.space(2)};
    justify-items: start;
  }
  .lesson-complete__button {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(5)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .lesson-complete__button:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  .lesson-complete__button:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  .lesson-complete__button[aria-pressed='true'] {
    border-color: ${theme.colors.success};
  }
  .lesson-toggle__check {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: ${theme.radius.full};
    border: 2px solid ${theme.colors.textMuted};
    color: #fff;
    font-size: 0.8rem;
  }
  .lesson-complete__button[aria-pressed='true'] .lesson-toggle__check {
    border-color: ${theme.colors.success};
    background: ${theme.colors.success};
  }
  .lesson-complete__note {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    ${strongLinks}
  }
  .lesson__nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(4)};
    padding-top: ${theme.space(4)};
    border-top: 1px solid ${theme.colors.border};
  }
  .lesson__nav div {
    display: grid;
    gap: 2px;
  }
  .lesson__nav div:last-child {
    text-align: right;
    margin-left: auto;
  }
  .lesson__nav a {
    font-weight: 600;
  }
  .lesson__nav small {
    color: ${theme.colors.textMuted};
  }
`

const Locked = styled(Card)`
  background: ${theme.colors.surfaceMuted};
`

type LessonViewProps = {
  courseTitle: string
  place: LessonPlace
  /** The lesson's body and video, or null when the visitor may not see them (locked). */
  content: LessonContent | null
  enrolment: CourseEnrolment
}

/** A lesson page: heading, module, video and body with Mark as complete, or the lock; then Previous/Next. */
export function LessonView({ courseTitle, place, content, enrolment }: LessonViewProps) {
  const { lesson, moduleNumber, moduleTitle, previous, next } = place
  return (
    <PageSection>
      <LessonArea aria-labelledby="lesson-title">
        <p className="lesson__meta">
          <Link href="/how-to-let-go">{courseTitle}</Link>
          <span>
            Module {moduleNumber}: {moduleTitle}
          </span>
          {lesson.duration ? <span>{lesson.duration} min</span> : null}
          {/* A free preview is news only where the other lessons are locked: when the course is sold here */}
          {enrolment.mode === 'site' && lesson.freePreview && <Badge variant="secondary">Free preview</Badge>}
        </p>
        <PageTitle id="lesson-title" style={{ margin: 0 }}>
          {lesson.title}
        </PageTitle>

        {content ? (
          <>
            {content.videoId && (
              <div className="lesson__player">
                <iframe
                  src={recordingEmbedUrl(content.videoId)}
                  title={`${lesson.title} video`}
                  loading="lazy"
                  allow="fullscreen; picture-in-picture"
                />
              </div>
            )}
            {content.body && (
              <div className="lesson__body">
                <RichText data={content.body} disableContainer />
              </div>
            )}
            <LessonCompleteButton lessonId={lesson.lessonId} lessonIds={place.lessonIds} />
          </>
        ) : (
          <Locked>
            <CardBody>
              <CardText style={{ fontWeight: 600 }}>Enroll to unlock this lesson</CardText>
              <CardText>
                Enroll in {courseTitle} for {enrolment.price} to open all {place.lessonIds.length} lessons.
              </CardText>
              <EnrolAction enrolment={enrolment} style={{ alignSelf: 'flex-start' }} />
            </CardBody>
          </Locked>
        )}

        <nav className="lesson__nav" aria-label="Lessons">
          {previous && (
            <div>
              <Link href={lessonPath(previous.lessonId)} rel="prev">
                Previous lesson
              </Link>
              <small>{previous.title}</small>
            </div>
          )}
          {next && (
            <div>
              <Link href={lessonPath(next.lessonId)} rel="next">
                Next lesson
              </Link>
              <small>{next.title}</small>
            </div>
          )}
        </nav>
      </LessonArea>
    </PageSection>
  )
}
