import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { BookingManageView } from '@/features/payments/components/BookingManageView'
import { theme } from '@/styles/theme'

import { jsonResponse } from './jsonResponse'
import { oneSlotAnswers } from './slotAnswers'
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

  describe('with scheduling on, the contact line follows the booking as it changes on the page', () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()
    beforeEach(() => {
      fetchMock.mockReset()
      global.fetch = fetchMock as unknown as typeof fetch
      fetchMock.mockImplementation(oneSlotAnswers)
    })
    const chooseOther = /^If none of the times offered suits you, email/
    const questions = 'Questions about your session? Email Jordan Avery at owner@example.com.'

    it('after "Yes, cancel", no longer offers to e-mail other times: questions only', async () => {
      renderView({ view: awaiting, mode: 'cancel', managePath, scheduling: true, contact })
      expect(screen.getByText(chooseOther)).toHaveTextContent(
        'If none of the times offered suits you, email Jordan Avery at owner@example.com with your preferred times for the call.',
      )
      fetchMock.mockResolvedValueOnce(
        jsonResponse(200, { refunded: true, booking: { ...awaiting, active: false, state: 'cancelled' } }),
      )
      const question = await screen.findByRole('region', { name: 'Cancel this session?' })
      await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel' }))
      expect(await screen.findByText('This booking is no longer active.')).toBeInTheDocument()
      expect(screen.queryByText(chooseOther)).not.toBeInTheDocument()
      expect(screen.getByText(/^Questions about your session\?/)).toHaveTextContent(questions)
    })

    it('once a time is confirmed, the line asks for questions, not for other times', async () => {
      renderView({ view: awaiting, mode: 'view', managePath, scheduling: true, contact })
      expect(screen.getByText(chooseOther)).toBeInTheDocument()
      await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
      await userEvent.click(await screen.findByRole('button', { name: '9:30 AM' }))
      const confirmed = sessionView({
        token: awaiting.token,
        state: 'confirmed',
        startsAt: '2026-12-01T14:30:00.000Z',
        endsAt: '2026-12-01T15:00:00.000Z',
        canReschedule: true,
      })
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { booking: confirmed }))
      await userEvent.click(screen.getByRole('button', { name: 'Confirm time' }))
      expect(await screen.findByText('Your session:')).toBeInTheDocument()
      expect(screen.queryByText(chooseOther)).not.toBeInTheDocument()
      expect(screen.getByText(/^Questions about your session\?/)).toHaveTextContent(questions)
    })
  })
})
