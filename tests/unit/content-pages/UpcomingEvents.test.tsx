import { render, screen, within } from '@testing-library/react'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'

import { swrOptions } from '@/ui/DataProvider'
import { UpcomingEvents } from '@/features/seminars/components/UpcomingEvents'
import { UpcomingEventsArea } from '@/features/seminars/components/UpcomingEventsArea'
import { DEFAULT_SEMINAR_IMAGE, type SeminarEventSummary } from '@/features/seminars/seminars'
import { theme } from '@/styles/theme'

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

// jsdom has no fetch Response; the default data loader reads only these members.
const jsonResponse = (body: unknown) =>
  ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response

const renderEvents = () =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <UpcomingEventsArea>
          <UpcomingEvents />
        </UpcomingEventsArea>
      </SWRConfig>
    </ThemeProvider>,
  )

const event = (id: string, overrides: Partial<SeminarEventSummary> = {}): SeminarEventSummary => ({
  id,
  title: `Seminar ${id}`,
  imageUrl: DEFAULT_SEMINAR_IMAGE,
  location: 'Online',
  date: '2026-12-05',
  time: '7:00 PM',
  attendees: 42,
  description: 'A long description of the evening.',
  meetupUrl: `https://www.meetup.com/g/events/${id}/`,
  ...overrides,
})

describe('the Upcoming Events grid', () => {
  it('shows "Loading events..." while the list loads, from GET /api/seminar-events with cookies', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined))
    renderEvents()
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...')
    expect(fetchMock).toHaveBeenCalledWith('/api/seminar-events', { credentials: 'include' })
  })

  it('shows the empty text when there is no upcoming event', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]))
    renderEvents()
    expect(
      await screen.findByText('No upcoming events scheduled at this time. Check back soon!'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('upcoming-events-count')).toHaveTextContent('0')
  })

  it('shows a count badge and one card per event with its details and Join on Meetup', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([event('a'), event('b', { location: 'Downtown Library', attendees: 1 }), event('c')]),
    )
    renderEvents()
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(3)
    expect(screen.getByTestId('upcoming-events-count')).toHaveTextContent('3')
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument()

    const second = within(cards[1])
    expect(second.getByRole('heading', { name: 'Seminar b' })).toBeInTheDocument()
    expect(second.getByText('Downtown Library')).toBeInTheDocument()
    expect(second.getByText('Saturday, December 5, 2026')).toBeInTheDocument()
    expect(second.getByText('7:00 PM')).toBeInTheDocument()
    expect(second.getByText('1 attendee')).toBeInTheDocument()
    expect(second.getByRole('img', { name: 'Seminar b' })).toHaveAttribute('src', DEFAULT_SEMINAR_IMAGE)
    const join = second.getByRole('link', { name: 'Join on Meetup' })
    expect(join).toHaveAttribute('href', 'https://www.meetup.com/g/events/b/')
    expect(join).toHaveAttribute('target', '_blank')
    expect(join).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('clamps each description to 4 lines', async () => {
    fetchMock.mockResolvedValue(jsonResponse([event('a')]))
    renderEvents()
    const description = await screen.findByText('A long description of the evening.')
    expect(getComputedStyle(description).getPropertyValue('-webkit-line-clamp')).toBe('4')
  })
})
