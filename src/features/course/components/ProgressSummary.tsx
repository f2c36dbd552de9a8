import React from 'react'

import { Card, CardBody } from '@/ui/Card'

import { progressMessage, progressPercent } from './progressLogic'
import { unseen } from './unseen'
import type { ProgressState } from './useCourseProgress'
import { PROGRESS_NOT_LOADED } from './courseCopy'

/**
 * Spec §2/§4: completed lessons out of the total, a bar and the percent message (styled by
 * CourseArea). Until the learner's ticks are known the count and the message keep their place
 * unseen, so a learner with lessons done never sees "0/41" first; a list that could not be read
 * says so.
 */
export function ProgressSummary({
  completed,
  total,
  state,
}: {
  completed: number
  total: number
  state: ProgressState
}) {
  const known = state === 'known'
  const percent = known ? progressPercent(completed, total) : 0
  return (
    <Card aria-busy={state === 'pending' || undefined}>
      <CardBody>
        <div className="progress-summary__heading">
          <h2>Your Progress</h2>
          <span {...unseen(!known)}>
            {completed}/{total} lessons completed
          </span>
        </div>
        <div
          className="progress-summary__track"
          role="progressbar"
          aria-label="Course progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={known ? percent : undefined}
        >
          <div className="progress-summary__fill" style={{ width: `${percent}%` }} />
        </div>
        {state === 'failed' ? (
          <p className="progress-summary__message" role="alert">
            {PROGRESS_NOT_LOADED}
          </p>
        ) : (
          <p className="progress-summary__message" {...unseen(!known)}>
            {progressMessage(percent)}
          </p>
        )}
      </CardBody>
    </Card>
  )
}
