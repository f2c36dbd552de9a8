'use client'

import React from 'react'
import useSWR from 'swr'

import { ButtonLink } from '@/ui/ButtonLink'
import { CheckoutButton } from '@/ui/CheckoutButton'
import { isSitePath, requestCourseCheckoutUrl } from '@/ui/checkout'
import { useSession } from '@/ui/session'
import { getQueryFn } from '@/platform/http/apiClient'

import type { CourseEnrolmentAnswer } from '../endpoints/courseEnrolment'

/** Whether the signed-in learner holds the course, and where they go on (src/features/course/endpoints/courseEnrolment.ts). */
export const COURSE_ENROLMENT_PATH = '/api/course/enrolment'

/** The label that replaces the enrol button for a learner who holds the course. */
export const CONTINUE_LABEL = 'Continue the Course'

/**
 * Where the signed-in learner who holds the course goes on (their first lesson not completed), or
 * null: signed out, not enrolled, not known yet, or an answer that names another site. When the
 * course is not sold here (`soldHere` false) enrolment is the external platform's, and it asks nothing.
 */
export function useContinueAt(soldHere = true): string | null {
  const { user } = useSession()
  const { data } = useSWR<CourseEnrolmentAnswer | null>(
    user && soldHere ? COURSE_ENROLMENT_PATH : null,
    getQueryFn<CourseEnrolmentAnswer>({ on401: 'returnNull' }),
  )
  return data?.enrolled && isSitePath(data.continueAt) ? data.continueAt : null
}

/**
 * Enrolment when the course is sold on this site: asks the server for a Checkout session at the
 * price it holds and moves the browser there. The label stays put while busy (aria-busy says it).
 * A signed-in learner who holds the course sees a link on to their first lesson not yet completed
 * instead; the page is the same for everyone until the browser knows who is signed in.
 */
export function EnrolButton({ label, size = 'lg' }: { label: string; size?: 'md' | 'lg' }) {
  const continueAt = useContinueAt()
  if (continueAt) {
    return (
      <ButtonLink href={continueAt} $size={size}>
        {CONTINUE_LABEL}
      </ButtonLink>
    )
  }
  return (
    <CheckoutButton requestUrl={() => requestCourseCheckoutUrl()} size={size}>
      {() => label}
    </CheckoutButton>
  )
}
