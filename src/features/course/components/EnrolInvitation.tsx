'use client'

import React from 'react'

import { CardText } from '@/ui/Card'
import { SectionTitle } from '@/ui/Layout'

import { useContinueAt } from './EnrolButton'

/** The heading of the course page's closing card for a learner who holds the course. */
export const ENROLLED_HEADING = 'You have the full program'

/**
 * The course page's closing invitation: to enrol, or, when the course is sold here and a signed-in
 * learner holds it, to go on. The page is the same for everyone until the browser knows
 * who is signed in.
 */
export function EnrolInvitation({
  price,
  lessonCount,
  soldHere,
}: {
  price: string
  lessonCount: number
  soldHere: boolean
}) {
  const enrolled = useContinueAt(soldHere) !== null
  return (
    <>
      <SectionTitle as="h2" style={{ margin: 0 }}>
        {enrolled ? ENROLLED_HEADING : 'Ready to let go?'}
      </SectionTitle>
      <CardText>
        {enrolled
          ? `All ${lessonCount} lessons are open to you. Pick up where you left off.`
          : `Enroll in the full program for ${price} and work through all ${lessonCount} lessons at your own pace.`}
      </CardText>
    </>
  )
}
