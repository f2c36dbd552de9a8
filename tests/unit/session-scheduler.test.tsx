import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'

import { SessionScheduler } from '@/features/payments/components/SessionScheduler'

import { jsonResponse } from './jsonResponse'
import { oneSlotAnswers } from './slotAnswers'
import { sessionView } from './sessionView'

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

const answer = jsonResponse

const view = sessionView

const CONFIRMED = view({
  state: 'confirmed',
  startsAt: '2026-12-01T14:30:00.000Z',
  endsAt: '2026-12-01T15:00:00.000Z',
  canReschedule: true,
})

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
  fetchMock.mockImplementation(oneSlotAnswers)
})

const managePath = '/bookings/7.abc.0123456789abcdef0123456789abcdef'

describe('choosing a time after paying', () => {
  it('offers the visitor zone in "Time zone", the days, the day\'s times and "Confirm time", then shows "Your session:"', async () => {
    render(<SessionScheduler view={view()} managePath={managePath} />)
    expect(await screen.findByRole('heading', { name: 'Choose your time' })).toBeInTheDocument()
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    // Each zone reads with its offset now
    const newYork = await within(zone).findByRole('option', { name: /^America\/New York \(GMT-[45]\)$/ })
    expect(newYork).toHaveValue('America/New_York')
    expect(within(zone).getByRole('option', { name: 'Asia/Tokyo (GMT+9)' })).toHaveValue('Asia/Tokyo')
    // A place's current name, whatever id the runtime's ICU keeps for it
    const kolkata = within(zone).getByRole('option', { name: 'Asia/Kolkata (GMT+5:30)' }) as HTMLOptionElement
    expect(['Asia/Calcutta', 'Asia/Kolkata']).toContain(kolkata.value)
    // In the order of the names shown: Kolkata between Kathmandu and Krasnoyarsk, not with Calcutta
    const names = within(zone)
      .getAllByRole('option')
      .map((option) => (option.textContent ?? '').replace(/ \(.*$/, ''))
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(names.indexOf('Asia/Kolkata')).toBeGreaterThan(names.indexOf('Asia/Kathmandu'))
    expect(names.indexOf('Asia/Kolkata')).toBeLessThan(names.indexOf('Asia/Krasnoyarsk'))
    expect(screen.getByRole('button', { name: 'Confirm time' })).toBeDisabled()

    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    await userEvent.click(await screen.findByRole('button', { name: '9:30 AM' }))
    fetchMock.mockResolvedValueOnce(answer(200, { booking: CONFIRMED }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm time' }))

    expect(await screen.findByText('Your session:')).toBeInTheDocument()
    // The picker that had the focus is gone: the session line takes it
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Your session:/))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(post[0]).toBe('/api/session-booking/confirm')
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      token: CONFIRMED.token,
      start: '2026-12-01T14:30:00.000Z',
      timeZone: zone.value,
    })
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/session-booking/calendar?token=${encodeURIComponent(CONFIRMED.token)}`,
    )
    expect(screen.getByRole('link', { name: 'Reschedule' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
      'href',
      `${managePath}?action=cancel`,
    )
  })

  it('while rescheduling, keeps the current session in sight, states the policy, and can keep the time', async () => {
    render(<SessionScheduler view={CONFIRMED} managePath={managePath} />)
    await userEvent.click(screen.getByRole('link', { name: 'Reschedule' }))
    // The link that had the focus is gone: the picker's heading takes it
    expect(await screen.findByRole('heading', { name: 'Choose your time' })).toHaveFocus()
    expect(screen.getByText('Your session:')).toBeInTheDocument()
    expect(
      screen.getByText(
        'You can reschedule, or cancel with a full refund, up to 24 hours before the session.',
      ),
    ).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Keep my current time' }))
    expect(screen.queryByRole('heading', { name: 'Choose your time' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reschedule' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('brings the chosen day\'s times into view, and offers no "Keep my current time" before a first choice', async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    render(<SessionScheduler view={view()} managePath={managePath} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    const time = await screen.findByRole('button', { name: '9:30 AM' })
    // What is scrolled into view holds the times themselves, not only the text above them
    await waitFor(() => expect(scrolled.some((element) => element.contains(time))).toBe(true))
    // ...and the keyboard goes on from the day to its first time
    await waitFor(() => expect(screen.getByRole('button', { name: '9:30 AM' })).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Keep my current time' })).not.toBeInTheDocument()
  })

  it('lists the times of the day shown as chosen, not those of a day chosen before it that answer later', async () => {
    let answerMonday: () => void = () => {}
    const mondayAnswered = new Promise<void>((resolve) => (answerMonday = resolve))
    fetchMock.mockImplementation(async (url) => {
      const path = String(url)
      if (path.includes('date=2026-12-07')) {
        await mondayAnswered
        return answer(200, { slots: [{ start: '2026-12-07T14:00:00.000Z', label: '9:00 AM' }] })
      }
      if (path.includes('date=2026-12-08')) {
        return answer(200, { slots: [{ start: '2026-12-08T15:00:00.000Z', label: '10:00 AM' }] })
      }
      return answer(200, {
        days: [
          { date: '2026-12-07', label: 'Mon, Dec 7', slots: 1 },
          { date: '2026-12-08', label: 'Tue, Dec 8', slots: 1 },
        ],
      })
    })
    render(<SessionScheduler view={view()} managePath={managePath} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Mon, Dec 7' }))
    await userEvent.click(screen.getByRole('button', { name: 'Tue, Dec 8' }))
    expect(await screen.findByRole('button', { name: '10:00 AM' })).toBeInTheDocument()
    await act(async () => {
      answerMonday()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(screen.getByRole('button', { name: '10:00 AM' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '9:00 AM' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tue, Dec 8' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('keeps the chosen day, and shows its times in the new zone, when the buyer changes the time zone', async () => {
    render(<SessionScheduler view={view()} managePath={managePath} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    expect(await screen.findByRole('button', { name: '9:30 AM' })).toBeInTheDocument()

    const zone = screen.getByRole('combobox', { name: 'Time zone' })
    await userEvent.selectOptions(zone, 'Asia/Tokyo')
    expect(await screen.findByRole('button', { name: '9:30 AM' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tue, Dec 1' })).toHaveAttribute('aria-pressed', 'true')
    const asked = fetchMock.mock.calls.map(([url]) => String(url))
    expect(asked).toContain(
      `/api/session-slots?tz=Asia%2FTokyo&date=2026-12-01&token=${encodeURIComponent(view().token)}`,
    )
    // The select is the same element, with the focus: only the days and times start afresh, so a
    // buyer typing a zone's name ("Asia/Tok") is not cut off by the first letter's change
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBe(zone)
    expect(zone).toHaveFocus()
  })

  it('keeps the chosen time when the buyer changes the time zone: the same moment, on its day there', async () => {
    const NOON_NEW_YORK = '2026-12-01T17:00:00.000Z'
    const ONE_PM_NEW_YORK = '2026-12-01T18:00:00.000Z'
    fetchMock.mockImplementation(async (url) => {
      const path = String(url)
      const tokyo = path.includes('tz=Asia%2FTokyo')
      if (path.includes('date=2026-12-01') && !tokyo) {
        return answer(200, {
          slots: [
            { start: NOON_NEW_YORK, end: '2026-12-01T17:30:00.000Z', label: '12:00 PM' },
            { start: ONE_PM_NEW_YORK, end: '2026-12-01T18:30:00.000Z', label: '1:00 PM' },
          ],
        })
      }
      if (path.includes('date=2026-12-02') && tokyo) {
        return answer(200, {
          slots: [
            { start: NOON_NEW_YORK, end: '2026-12-01T17:30:00.000Z', label: '2:00 AM' },
            { start: ONE_PM_NEW_YORK, end: '2026-12-01T18:30:00.000Z', label: '3:00 AM' },
          ],
        })
      }
      if (path.startsWith('/api/session-slots') && !path.includes('date=')) {
        return answer(200, {
          days: tokyo
            ? [
                { date: '2026-12-01', label: 'Tue, Dec 1', slots: 3 },
                { date: '2026-12-02', label: 'Wed, Dec 2', slots: 2 },
              ]
            : [{ date: '2026-12-01', label: 'Tue, Dec 1', slots: 2 }],
        })
      }
      return answer(200, { slots: [] })
    })
    render(<SessionScheduler view={view()} managePath={managePath} />)
    const zone = await screen.findByRole('combobox', { name: 'Time zone' })
    await userEvent.selectOptions(zone, 'America/New_York')
    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    await userEvent.click(await screen.findByRole('button', { name: '12:00 PM' }))

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo')
    // Noon in New York is 2:00 AM the next day in Tokyo: that day and that time are chosen
    expect(await screen.findByRole('button', { name: '2:00 AM' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Wed, Dec 2' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '3:00 AM' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveFocus()

    fetchMock.mockResolvedValueOnce(answer(200, { booking: CONFIRMED }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm time' }))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      token: view().token,
      start: NOON_NEW_YORK,
      timeZone: 'Asia/Tokyo',
    })
  })

  it('is one Tab stop per list for a keyboard: arrows move between the days, Enter chooses, the times take the focus', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url)
      if (path.includes('date=2026-12-02')) {
        return answer(200, {
          slots: [
            { start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z', label: '9:00 AM' },
            { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T15:30:00.000Z', label: '10:00 AM' },
          ],
        })
      }
      if (path.startsWith('/api/session-slots')) {
        return answer(200, {
          days: [
            { date: '2026-12-01', label: 'Tue, Dec 1', slots: 1 },
            { date: '2026-12-02', label: 'Wed, Dec 2', slots: 2 },
            { date: '2026-12-03', label: 'Thu, Dec 3', slots: 1 },
          ],
        })
      }
      return answer(404, { error: 'unexpected' })
    })
    render(<SessionScheduler view={view()} managePath={managePath} />)
    const days = await screen.findByRole('toolbar', { name: 'Days with open slots' })
    screen.getByRole('combobox', { name: 'Time zone' }).focus()
    await userEvent.tab()
    expect(within(days).getByRole('button', { name: 'Tue, Dec 1' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(within(days).getByRole('button', { name: 'Wed, Dec 2' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const times = await screen.findByRole('toolbar', { name: 'Open times' })
    await waitFor(() => expect(within(times).getByRole('button', { name: '9:00 AM' })).toHaveFocus())
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(within(times).getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'true')
    // The next Tab leaves the times for the next control, past the other times
    await userEvent.tab()
    expect(within(times).queryByRole('button', { name: '9:00 AM' })).not.toHaveFocus()
    expect(document.activeElement?.closest('[role="toolbar"]')).toBeNull()
    // Back into the days, at the day chosen
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    expect(within(days).getByRole('button', { name: 'Wed, Dec 2' })).toHaveFocus()
  })

  it('says "That time was just taken. Please choose another." when another buyer got the time first', async () => {
    render(<SessionScheduler view={view()} managePath={managePath} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    await userEvent.click(await screen.findByRole('button', { name: '9:30 AM' }))
    fetchMock.mockResolvedValueOnce(
      answer(409, { error: 'That time was just taken. Please choose another.' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Confirm time' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time was just taken. Please choose another.',
    )
    expect(screen.queryByText('Your session:')).not.toBeInTheDocument()
  })

  it('shows the time another tab confirmed, and says so, when the server refuses to confirm a second one', async () => {
    render(<SessionScheduler view={view()} managePath={managePath} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    await userEvent.click(await screen.findByRole('button', { name: '9:30 AM' }))
    const message = 'A time is already chosen for this session. Use Reschedule to change it.'
    fetchMock.mockResolvedValueOnce(answer(409, { error: message, booking: CONFIRMED }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm time' }))

    expect(await screen.findByRole('status')).toHaveTextContent(message)
    expect(screen.getByText('Your session:')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reschedule' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm time' })).not.toBeInTheDocument()
  })

  it('warns, before it is confirmed, that a time inside the free-change hours cannot be moved or refunded', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString()
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('date=')
        ? answer(200, { slots: [{ start: soon, end: soon, label: 'Soon' }] })
        : answer(200, { days: [{ date: '2026-12-01', label: 'Tue, Dec 1', slots: 1 }] }),
    )
    render(<SessionScheduler view={view()} managePath={managePath} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Tue, Dec 1' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Soon' }))
    expect(
      screen.getByText(
        'This time is less than 24 hours away: once chosen, it cannot be rescheduled, and cancelling it gives no refund.',
      ),
    ).toBeInTheDocument()
  })

  it('shows the session and why, not a picker, when a reschedule link is followed after rescheduling closed', async () => {
    render(
      <SessionScheduler
        view={{
          ...CONFIRMED,
          canReschedule: false,
          rescheduleNote: 'Rescheduling closes 24 hours before the session; you can still cancel.',
        }}
        mode="reschedule"
        managePath={managePath}
      />,
    )
    expect(await screen.findByText('Your session:')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Choose your time' })).not.toBeInTheDocument()
    expect(
      screen.getByText('Rescheduling closes 24 hours before the session; you can still cancel.'),
    ).toBeInTheDocument()
  })

  it('offers "Cancel booking" beside the picker while no time is chosen', async () => {
    render(<SessionScheduler view={view()} managePath={managePath} />)
    expect(await screen.findByRole('heading', { name: 'Choose your time' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
      'href',
      `${managePath}?action=cancel`,
    )
  })
})

describe('cancelling', () => {
  it('asks "Cancel this session?", says there is no refund inside the policy line, and posts on "Yes, cancel"', async () => {
    render(
      <SessionScheduler
        view={{ ...CONFIRMED, canReschedule: false, refundOnCancel: false }}
        mode="cancel"
        managePath={managePath}
      />,
    )
    const question = await screen.findByRole('region', { name: 'Cancel this session?' })
    expect(
      within(question).getByText(/less than 24 hours, so cancelling it now gives no refund/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Reschedule' })).not.toBeInTheDocument()
    fetchMock.mockResolvedValueOnce(
      answer(200, { refunded: false, booking: { ...CONFIRMED, active: false, state: 'cancelled' } }),
    )
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel' }))
    expect(await screen.findByText('This booking is no longer active.')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session-booking/cancel',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: CONFIRMED.token }) }),
    )
  })

  it('asks "Cancel this session?" with a full refund before a time is chosen, without the picker', async () => {
    render(<SessionScheduler view={view()} mode="cancel" managePath={managePath} />)
    const question = await screen.findByRole('region', { name: 'Cancel this session?' })
    expect(within(question).getByText('You will get a full refund of $60.00.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Choose your time' })).not.toBeInTheDocument()
    expect(within(question).getByRole('link', { name: 'Keep my session' })).toHaveAttribute(
      'href',
      managePath,
    )
    fetchMock.mockResolvedValueOnce(
      answer(200, { refunded: true, booking: { ...view(), active: false, state: 'cancelled' } }),
    )
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session is cancelled. Your payment of $60.00 is refunded in full.',
    )
  })

  it('offers nothing once the server says the booking ended elsewhere (another tab cancelled it)', async () => {
    render(<SessionScheduler view={CONFIRMED} mode="cancel" managePath={managePath} />)
    const question = await screen.findByRole('region', { name: 'Cancel this session?' })
    fetchMock.mockResolvedValueOnce(answer(410, { error: 'This booking is no longer active.' }))
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, cancel' }))

    expect(await screen.findByText('This booking is no longer active.')).toBeInTheDocument()
    expect(screen.queryByText('Your session:')).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers nothing once loading the times says the booking ended elsewhere', async () => {
    fetchMock.mockResolvedValue(answer(410, { error: 'This booking is no longer active.' }))
    render(<SessionScheduler view={view()} managePath={managePath} />)
    expect(await screen.findByText('This booking is no longer active.')).toBeInTheDocument()
    expect(String(fetchMock.mock.calls[0][0])).toContain(`&token=${encodeURIComponent(view().token)}`)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers nothing on a booking that is no longer active', () => {
    render(
      <SessionScheduler view={{ ...CONFIRMED, active: false, state: 'cancelled' }} managePath={managePath} />,
    )
    expect(screen.getByText('This booking is no longer active.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
