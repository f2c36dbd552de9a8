import React from 'react'

import { ButtonLink } from '@/ui/ButtonLink'
import { CardBody, CardText } from '@/ui/Card'
import { PageSection, PageTitle } from '@/ui/Layout'
import type { SessionView } from '@/features/payments/scheduling/sessions'

import { type BookingContact, BookingContactLine } from './BookingContactLine'
import { Actions, CenteredCard, NarrowColumn } from './bookingStyles'
import { ChoiceGrid } from './schedulerStyles'
import { type SchedulerMode, SessionScheduler } from './SessionScheduler'

type Props = { contact?: BookingContact } & (
  | { problem: string; view?: never; mode?: never; managePath?: never; scheduling?: never }
  | { problem?: never; view: SessionView; mode: SchedulerMode; managePath: string; scheduling: boolean }
)

/**
 * /bookings/<token>: the booking's time and its two actions, or why the link shows nothing, and the
 * owner's address. With scheduling off, a booking still waiting for its time asks for preferred
 * times by e-mail, as /booking-success does, instead of offering a picker with nothing in it.
 */
export function BookingManageView({ problem, view, mode, managePath, scheduling, contact }: Props) {
  // No picker to offer: the time is agreed by e-mail (cancelling stays on the page)
  const emailForTime = Boolean(
    view?.active && !scheduling && view.state === 'awaiting time' && mode !== 'cancel',
  )
  // The scheduler shows the contact line itself, for the booking as it changes on the page
  const withScheduler = Boolean(view && !emailForTime)
  return (
    <PageSection>
      <NarrowColumn>
        <CenteredCard>
          <CardBody>
            <PageTitle>Your One-on-One Session</PageTitle>
            {view && withScheduler ? (
              <SessionScheduler
                key={mode}
                view={view}
                mode={mode}
                managePath={managePath}
                contact={contact}
                scheduling={scheduling}
              />
            ) : null}
            {problem ? <CardText>{problem}</CardText> : null}
            {contact && !withScheduler ? (
              <BookingContactLine contact={contact} view={view} scheduling={scheduling} />
            ) : null}
            {emailForTime && view?.active ? (
              <ChoiceGrid>
                <a href={`${managePath}?action=cancel`}>Cancel booking</a>
              </ChoiceGrid>
            ) : null}
            <Actions>
              <ButtonLink href="/">Return to Home</ButtonLink>
            </Actions>
          </CardBody>
        </CenteredCard>
      </NarrowColumn>
    </PageSection>
  )
}
