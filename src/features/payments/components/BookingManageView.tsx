import React from 'react'

import { ButtonLink } from '@/ui/ButtonLink'
import { CardBody, CardText } from '@/ui/Card'
import { PageSection, PageTitle } from '@/ui/Layout'
import type { SessionView } from '@/features/payments/scheduling/sessions'

import { Actions, CenteredCard, NarrowColumn } from './bookingStyles'
import { type SchedulerMode, SessionScheduler } from './SessionScheduler'

type Props =
  | { problem: string; view?: never; mode?: never; managePath?: never }
  | { problem?: never; view: SessionView; mode: SchedulerMode; managePath: string }

/** /bookings/<token>: the booking's time and its two actions, or why the link shows nothing. */
export function BookingManageView({ problem, view, mode, managePath }: Props) {
  return (
    <PageSection>
      <NarrowColumn>
        <CenteredCard>
          <CardBody>
            <PageTitle>Your One-on-One Session</PageTitle>
            {view ? (
              <SessionScheduler key={mode} view={view} mode={mode} managePath={managePath} />
            ) : (
              <CardText>{problem}</CardText>
            )}
            <Actions>
              <ButtonLink href="/">Return to Home</ButtonLink>
            </Actions>
          </CardBody>
        </CenteredCard>
      </NarrowColumn>
    </PageSection>
  )
}
