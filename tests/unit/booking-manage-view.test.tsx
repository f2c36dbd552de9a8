import { render, screen } from '@testing-library/react'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { BookingManageView } from '@/features/payments/components/BookingManageView'
import { theme } from '@/styles/theme'

import { sessionView } from './sessionView'

const contact = { name: 'Jordan Avery', email: 'owner@example.com' }
const managePath = '/bookings/r0123.abc.0123456789abcdef0123456789abcdef'

const awaiting = sessionView({ token: 'r0123.abc.0123456789abcdef0123456789abcdef' })

const renderView = (props: React.ComponentProps<typeof BookingManageView>) =>
  render(
    <ThemeProvider theme={theme}>
      <BookingManageView {...props} />
    </ThemeProvider>,
  )

describe('/bookings/<token>', () => {
  it('with scheduling off, asks a buyer still without a time for preferred times by e-mail, and offers no picker', () => {
    renderView({ view: awaiting, mode: 'view', managePath, scheduling: false, contact })
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument()
    expect(screen.getByText(/^Next, email Jordan Avery at/)).toHaveTextContent(
      'Next, email Jordan Avery at owner@example.com with your preferred times for the call.',
    )
    expect(screen.getByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    )
  })

  it('with scheduling off, still lets a buyer without a time cancel: the link, then the question', async () => {
    const { unmount } = renderView({ view: awaiting, mode: 'view', managePath, scheduling: false, contact })
    expect(screen.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
      'href',
      `${managePath}?action=cancel`,
    )
    unmount()
    renderView({ view: awaiting, mode: 'cancel', managePath, scheduling: false, contact })
    expect(screen.getByRole('region', { name: 'Cancel this session?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toBeInTheDocument()
  })

  it('says why an expired link shows nothing, and whom to write to', () => {
    renderView({ problem: 'This booking link has expired.', contact })
    expect(screen.getByText('This booking link has expired.')).toBeInTheDocument()
    expect(screen.getByText(/^Questions about your session\?/)).toHaveTextContent(
      'Questions about your session? Email Jordan Avery at owner@example.com.',
    )
  })
})
