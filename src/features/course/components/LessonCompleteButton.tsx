'use client'

import React, { useMemo } from 'react'

import { Link } from '@/ui/Link'

import { useCourseProgress } from './useCourseProgress'
import { PROGRESS_NOT_LOADED } from './courseCopy'

/**
 * A lesson page's Mark as complete toggle: the same progress as the course page (the account's
 * through the spec's course-progress calls, or this browser's when signed out), pressed when done.
 */
export function LessonCompleteButton({ lessonId, lessonIds }: { lessonId: string; lessonIds: string[] }) {
  const ids = useMemo(() => new Set(lessonIds), [lessonIds])
  const { mode, state, completed, pending, toggleLesson } = useCourseProgress(ids)
  const done = completed.has(lessonId)
  const canToggle = state === 'known'
  return (
    <div className="lesson-complete">
      <button
        type="button"
        className="lesson-complete__button"
        aria-pressed={done}
        aria-busy={state === 'pending' || undefined}
        disabled={!canToggle || pending.has(lessonId)}
        onClick={() => void toggleLesson(lessonId)}
      >
        <span className="lesson-toggle__check" aria-hidden="true">
          {done ? '✓' : ''}
        </span>
        Mark as complete
      </button>
      {state === 'known' && done && (
        <p className="lesson-complete__note" role="status">
          You completed this lesson. Click again to mark it as not done.
        </p>
      )}
      {state === 'failed' && (
        <p className="lesson-complete__note" role="alert">
          {PROGRESS_NOT_LOADED}
        </p>
      )}
      {mode === 'guest' && (
        <p className="lesson-complete__note">
          Kept in this browser. <Link href="/login">Log in</Link> to save it to your account.
        </p>
      )}
    </div>
  )
}
