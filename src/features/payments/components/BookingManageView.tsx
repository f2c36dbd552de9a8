import React from 'react'

import { ButtonLink } from '@/ui/ButtonLink'
import { CardBody, CardText } from '@/ui/Card'
import { PageSection, PageTitle } from '@/ui/Layout'
import type { SessionView } from '@/features/payments/scheduling/sessions'

import { Actions, CenteredCard, NarrowColumn } from './bookingStyles'
import { ChoiceGrid } from './schedulerStyles'
import { type SchedulerMode, SessionScheduler } from './SessionScheduler'

/** Who the buyer writes to: the owner's name and address. */
export type BookingContact = { name: string; email: string }

type Props = { contact?: BookingContact } & (
  | { problem: string; view?: never; mode?: never; managePath?: never; scheduling?: never }
  | { problem?: never; view: SessionView; mode: SchedulerMode; managePath: string; scheduling: boolean }
)

/** What the buyer can still ask by e-mail: a time none of the offered ones, or anything else. */
function ContactLine({
  contact,
  view,
  scheduling,
}: {
  contact: BookingContact
  view?: SessionView
  scheduling?: boolean
}) {
  const address = <a href={`mailto:${contact.email}`}>{contact.email}</a>
  if (view?.state === 'awaiting time') {
    return (
      <CardText>
        {scheduling ? 'If none of the times offered suits you, email' : 'Next, email'} {contact.name} at{' '}
        {address} with your preferred times for the call.
      </CardText>
    )
  }
  return (
    <CardText>
      Questions about your session? Email {contact.name} at {address}.
    </CardText>
  )
}

/**
 * /bookings/<token>: the booking's time and its two actions, or why the link shows nothing, and the
 * owner's address. With scheduling off, a booking still waiting for its time asks for preferred
 * times by e-mail, as /booking-success does, instead of offering a picker with nothing in it.
 */
export function BookingManageView({ problem, view, mode, managePath, scheduling, contact }: Props) {
  // No picker to offer: the time is agreed by e-mail (cancelling stays on the page)
  const emailForTime = Boolean(view && !scheduling && view.state === 'awaiting time' && mode !== 'cancel')
  return (
    <PageSection>
      <NarrowColumn>
        <CenteredCard>
          <CardBody>
            <PageTitle>Your One-on-One Session</PageTitle>
            {view && !emailForTime ? (
              <SessionScheduler key={mode} view={view} mode={mode} managePath={managePath} />
            ) : null}
            {problem ? <CardText>{problem}</CardText> : null}
            {contact ? <ContactLine contact={contact} view={view} scheduling={scheduling} /> : null}
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
