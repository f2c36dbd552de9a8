'use client'

import React, { useId } from 'react'

type LessonToggleProps = {
  title: string
  description: string | null
  done: boolean
  disabled: boolean
  onToggle: () => void
}

/**
 * One lesson: a click marks it done or not done (spec §4); its name is the lesson's title. Styled by
 * class from CourseArea; a done lesson is the pressed one.
 */
export function LessonToggle({ title, description, done, disabled, onToggle }: LessonToggleProps) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <button
      type="button"
      className="lesson-toggle"
      aria-pressed={done}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="lesson-toggle__check" aria-hidden="true">
        {done ? '✓' : ''}
      </span>
      <span>
        <span className="lesson-toggle__title" id={titleId}>
          {title}
        </span>
        {description && (
          <span className="lesson-toggle__description" id={descriptionId}>
            {description}
          </span>
        )}
      </span>
    </button>
  )
}
