import React from 'react'

import { CardText } from '@/ui/Card'
import type { SessionView } from '@/features/payments/scheduling/sessions'

/** Who the buyer writes to: the owner's name and address. */
export type BookingContact = { name: string; email: string }

/**
 * What the buyer can still ask by e-mail on /bookings/<token>: while the booking waits for its
 * time, a time none of the offered ones (with scheduling on) or their preferred times (with it
 * off); otherwise anything else. Shown with the booking as it is now, so a time chosen or a cancel
 * on the page changes it.
 */
export function BookingContactLine({
  contact,
  view,
  scheduling,
}: {
  contact: BookingContact
  view?: SessionView
  scheduling?: boolean
}) {
  const address = <a href={`mailto:${contact.email}`}>{contact.email}</a>
  if (view?.active && view.state === 'awaiting time') {
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
