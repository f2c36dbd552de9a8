'use client'

import React, { useId } from 'react'

import { Badge } from '@/ui/Badge'
import { Link } from '@/ui/Link'

type LessonToggleProps = {
  title: string
  description: string | null
  /** The lesson's page, linked beside the toggle under the lesson's title. */
  href: string
  freePreview: boolean
  done: boolean
  disabled: boolean
  onToggle: () => void
}

/**
 * One lesson: a click marks it done or not done (spec §4); its name is the lesson's title. Beside
 * it, a link to the lesson's page, also named by the title. Styled by class from CourseArea; a done
 * lesson is the pressed one.
 */
export function LessonToggle({
  title,
  description,
  href,
  freePreview,
  done,
  disabled,
  onToggle,
}: LessonToggleProps) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <div className="lesson-row">
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
      {freePreview && <Badge variant="secondary">Free preview</Badge>}
      <Link className="lesson-row__open" href={href} aria-label={title}>
        <span aria-hidden="true">Open →</span>
      </Link>
    </div>
  )
}
