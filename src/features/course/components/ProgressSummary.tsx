import React from 'react'

import { Card, CardBody } from '@/ui/Card'

import { progressMessage, progressPercent } from './progressLogic'

/** Spec §2/§4: completed lessons out of the total, a bar and the percent message (styled by CourseArea). */
export function ProgressSummary({ completed, total }: { completed: number; total: number }) {
  const percent = progressPercent(completed, total)
  return (
    <Card>
      <CardBody>
        <div className="progress-summary__heading">
          <h2>Your Progress</h2>
          <span>
            {completed}/{total} lessons completed
          </span>
        </div>
        <div
          className="progress-summary__track"
          role="progressbar"
          aria-label="Course progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress-summary__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="progress-summary__message">{progressMessage(percent)}</p>
      </CardBody>
    </Card>
  )
}
