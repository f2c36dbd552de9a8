import React from 'react'

import { ExternalButtonLink } from '@/ui/ButtonLink'
import type { CourseEnrolment } from '@/features/course/salesReads'

import { EnrolButton } from './EnrolButton'

/** The Enroll Now button of either mode (`label` replaces the default text). */
export function EnrolAction({
  enrolment,
  label = `Enroll Now - ${enrolment.price}`,
  style,
}: {
  enrolment: CourseEnrolment
  label?: string
  style?: React.CSSProperties
}) {
  if (enrolment.mode === 'site') {
    return (
      <span style={style}>
        <EnrolButton label={label} />
      </span>
    )
  }
  if (!enrolment.applicationUrl) return null
  return (
    <ExternalButtonLink href={enrolment.applicationUrl} $size="lg" style={style}>
      {label}
    </ExternalButtonLink>
  )
}
