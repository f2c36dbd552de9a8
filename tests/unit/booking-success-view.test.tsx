import { render, screen } from '@testing-library/react'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { BookingSuccessView } from '@/features/payments/components/BookingSuccessView'
import { theme } from '@/styles/theme'

const renderView = (props: Partial<React.ComponentProps<typeof BookingSuccessView>>) =>
  render(
    <ThemeProvider theme={theme}>
      <BookingSuccessView
        outcome="confirmed"
        email="buyer@example.com"
        authorName="Jordan Avery"
        contactEmail="owner@example.com"
        {...props}
      />
    </ThemeProvider>,
  )

describe('/booking-success', () => {
  it('keeps the spec’s "Booking Confirmed" page for a booked session', () => {
    renderView({})
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeInTheDocument()
    expect(screen.getByText(/Check your email \(buyer@example.com\) for a receipt/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Explore Programs' })).toHaveAttribute('href', '/programs')
    expect(screen.getByText(/^Next, email Jordan Avery at/)).toHaveTextContent(
      'Next, email Jordan Avery at owner@example.com with your preferred times for the call.',
    )
  })

  it('with times to choose from, asks for preferred times only if none suits', () => {
    renderView({ scheduler: <p>the picker</p> })
    expect(screen.getByText(/^If none of the times offered suits you, email/)).toHaveTextContent(
      'If none of the times offered suits you, email Jordan Avery at owner@example.com with your preferred times for the call.',
    )
  })

  it('says "Booking Cancelled" for a booking cancelled since, refunded or not, and leads back', () => {
    const { unmount } = renderView({ outcome: 'cancelled', refunded: true })
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeInTheDocument()
    expect(
      screen.getByText(/^This booking is no longer active\. Your payment has been refunded in full\./),
    ).toBeInTheDocument()
    expect(screen.queryByText('Booking Confirmed')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    )
    unmount()

    renderView({ outcome: 'cancelled', refunded: false })
    expect(screen.getByText(/^This booking is no longer active\. No refund was made\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to 1-on-1 Session' })).toHaveAttribute(
      'href',
      '/one-on-one',
    )
  })
})
