import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'

import { CalendarFeedField } from '@/features/payments/admin/CalendarFeedField'

import { jsonResponse } from '../jsonResponse'

const toastSuccess = jest.fn()
const updateSavedDocumentData = jest.fn()
const getDocPermissions = jest.fn(async () => undefined)

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }))
jest.mock('@payloadcms/ui', () => ({
  toast: { success: (text: string) => toastSuccess(text), error: jest.fn() },
  useDocumentInfo: () => ({ getDocPermissions, updateSavedDocumentData }),
  Button: ({ children, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" onClick={props.onClick} disabled={props.disabled}>
      {children}
    </button>
  ),
}))

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()
const OLD = 'http://localhost/api/session-calendar/old-secret-0123456789.ics'
const NEW = 'http://localhost/api/session-calendar/new-secret-0123456789.ics'

beforeEach(() => {
  toastSuccess.mockReset()
  updateSavedDocumentData.mockReset()
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
  fetchMock.mockImplementation(async (url, init) =>
    jsonResponse(200, { url: init?.method === 'POST' && String(url).endsWith('/regenerate') ? NEW : OLD }),
  )
})

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')

describe('the private calendar feed in Session Availability', () => {
  it('asks before it makes a new address, and keeps the old one on "Keep this address"', async () => {
    render(<CalendarFeedField />)
    await waitFor(() => expect(screen.getByLabelText('Private calendar feed')).toHaveValue(OLD))

    await userEvent.click(screen.getByRole('button', { name: 'Regenerate feed address' }))
    expect(
      screen.getByText(
        'Make a new address? Calendars subscribed with this one stop receiving your sessions.',
      ),
    ).toHaveFocus()
    expect(posts()).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Keep this address' }))
    expect(screen.getByRole('button', { name: 'Regenerate feed address' })).toHaveFocus()
    expect(posts()).toHaveLength(0)
    expect(screen.getByLabelText('Private calendar feed')).toHaveValue(OLD)
  })

  it('makes the new address on "Yes, make a new address" and shows it', async () => {
    render(<CalendarFeedField />)
    await waitFor(() => expect(screen.getByLabelText('Private calendar feed')).toHaveValue(OLD))
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate feed address' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make a new address' }))
    await waitFor(() => expect(screen.getByLabelText('Private calendar feed')).toHaveValue(NEW))
    expect(posts()).toHaveLength(1)
    expect(toastSuccess).toHaveBeenCalledWith(
      'New feed address: calendars subscribed with the old one stop receiving it',
    )
    expect(screen.getByRole('button', { name: 'Regenerate feed address' })).toBeInTheDocument()
  })

  it("takes the global as saved once it made the secret or a new one: the owner's next edit is no other user's change", async () => {
    const saved = { id: 1, updatedAt: '2026-11-27T15:00:00.000Z' }
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url)
      if (path === '/api/globals/session-availability?depth=0') return jsonResponse(200, saved)
      if (init?.method === 'POST') return jsonResponse(200, { url: NEW })
      return jsonResponse(200, { url: OLD, made: true })
    })
    render(<CalendarFeedField />)
    await waitFor(() => expect(updateSavedDocumentData).toHaveBeenCalledWith(saved))
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate feed address' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make a new address' }))
    await waitFor(() => expect(updateSavedDocumentData).toHaveBeenCalledTimes(2))
  })

  it('leaves the form as it is when the read only found the secret', async () => {
    render(<CalendarFeedField />)
    await waitFor(() => expect(screen.getByLabelText('Private calendar feed')).toHaveValue(OLD))
    expect(updateSavedDocumentData).not.toHaveBeenCalled()
  })
})
