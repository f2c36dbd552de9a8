import React from 'react'

import { ButtonLink } from '@/ui/ButtonLink'
import { CardBody, CardText } from '@/ui/Card'
import { PageSection, PageTitle } from '@/ui/Layout'
import type { BookingConfirmation } from '@/features/payments/bookings'

import { Actions, CenteredCard, NarrowColumn } from './bookingStyles'

type Outcome = Exclude<BookingConfirmation['kind'], 'missing'>

export type BookingSuccessViewProps = {
  outcome: Outcome
  /** A cancelled booking's payment went back to the buyer. */
  refunded?: boolean
  /** Where the receipt went, when Stripe knows it. */
  email: string | null
  /** The author's name and address, for scheduling the call. */
  authorName: string
  contactEmail: string
  /** With scheduling on: the "Choose your time" section (or the chosen session). */
  scheduler?: React.ReactNode
}

const ContactLink = ({ email }: { email: string }) => <a href={`mailto:${email}`}>{email}</a>

/** An outcome without a booking: what happened, and the way back to the session page. */
const NotBooked = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <>
    <PageTitle>{title}</PageTitle>
    <CardText>{children}</CardText>
    <Actions>
      <ButtonLink href="/one-on-one">Back to 1-on-1 Session</ButtonLink>
    </Actions>
  </>
)

type ConfirmedProps = Pick<BookingSuccessViewProps, 'email' | 'authorName' | 'contactEmail' | 'scheduler'>

function Confirmed({ email, authorName, contactEmail, scheduler }: ConfirmedProps) {
  return (
    <>
      <PageTitle>Booking Confirmed</PageTitle>
      <CardText>
        Thank you! Your payment was successful and your 30-minute one-on-one session is booked.
      </CardText>
      <CardText>
        Check your email{email ? ` (${email})` : ''} for a receipt and a confirmation of your booking.
      </CardText>
      {scheduler}
      <CardText>
        {scheduler ? 'If none of the times offered suits you, email' : 'Next, email'} {authorName} at{' '}
        <ContactLink email={contactEmail} /> with your preferred times for the call.
      </CardText>
      <CardText>
        The session takes place by a video service of your choice, such as Zoom, Google Meet, Skype or
        FaceTime.
      </CardText>
      <Actions>
        <ButtonLink href="/">Return to Home</ButtonLink>
        <ButtonLink href="/programs" $variant="outline">
          Explore Programs
        </ButtonLink>
      </Actions>
    </>
  )
}

/** /booking-success: what Stripe says about the session in the URL (spec §2, §4). */
export function BookingSuccessView({
  outcome,
  refunded = false,
  email,
  authorName,
  contactEmail,
  scheduler,
}: BookingSuccessViewProps) {
  return (
    <PageSection>
      <NarrowColumn>
        <CenteredCard>
          <CardBody>
            {outcome === 'confirmed' && (
              <Confirmed
                email={email}
                authorName={authorName}
                contactEmail={contactEmail}
                scheduler={scheduler}
              />
            )}
            {outcome === 'cancelled' && (
              <NotBooked title="Booking Cancelled">
                This booking is no longer active.{' '}
                {refunded ? 'Your payment has been refunded in full.' : 'No refund was made.'} If you have a
                question, email <ContactLink email={contactEmail} />.
              </NotBooked>
            )}
            {outcome === 'unpaid' && (
              <NotBooked title="Payment Not Completed">
                We have not received the payment for this session, so it is not booked yet. If you have just
                paid, refresh this page in a moment; otherwise you can book again.
              </NotBooked>
            )}
            {outcome === 'not-found' && (
              <NotBooked title="Booking Not Found">
                We could not find a payment for this link. If you were charged, email{' '}
                <ContactLink email={contactEmail} /> and we will sort it out.
              </NotBooked>
            )}
            {outcome === 'unavailable' && (
              <NotBooked title="Booking Status Unavailable">
                We could not check your payment right now. Please refresh this page in a moment. If you were
                charged, you will also receive a confirmation email.
              </NotBooked>
            )}
          </CardBody>
        </CenteredCard>
      </NarrowColumn>
    </PageSection>
  )
}
