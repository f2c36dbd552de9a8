import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'

import { BroadcastControls } from '@/features/mailing-list/admin/BroadcastControls'

import { jsonResponse } from '../jsonResponse'

/** Whether the broadcast's form has edits not saved yet (Payload's useFormModified). */
let formModified = false
const toastSuccess = jest.fn()
const updateSavedDocumentData = jest.fn()
const getDocPermissions = jest.fn(async () => undefined)

jest.mock('@payloadcms/ui', () => ({
  Button: ({
    children,
    disabled,
    onClick,
  }: {
    children: React.ReactNode
    disabled?: boolean
    onClick?: () => void
  }) => (
    <button type="button" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  ),
  toast: { success: (text: string) => toastSuccess(text), error: jest.fn() },
  useDocumentInfo: () => ({ id: 7, getDocPermissions, updateSavedDocumentData }),
  useFormModified: () => formModified,
}))

const draft = {
  id: 7,
  status: 'draft',
  scheduledAt: null,
  startedAt: null,
  finishedAt: null,
  recipients: 0,
  sent: 0,
  failed: 0,
  remaining: 0,
  cancelled: 0,
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: init?.body }))

beforeEach(() => {
  formModified = false
  toastSuccess.mockReset()
  updateSavedDocumentData.mockReset()
  getDocPermissions.mockClear()
  fetchMock.mockReset()
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, draft)))
  global.fetch = fetchMock as unknown as typeof fetch
})

/** The panel of a saved draft, once its progress has loaded. */
async function renderPanel() {
  render(<BroadcastControls />)
  await screen.findByTestId('broadcast-progress')
}

const button = (name: string) => screen.getByRole('button', { name })

describe("the broadcast's send panel", () => {
  it('disables Send test and Send now while the broadcast has unsaved edits, says why, and enables them once saved', async () => {
    formModified = true
    const { rerender } = render(<BroadcastControls />)
    await screen.findByTestId('broadcast-progress')
    await userEvent.type(screen.getByLabelText('Send a test to'), 'owner@example.com')

    expect(screen.getByText('Save the broadcast before sending.')).toBeVisible()
    expect(button('Send test')).toBeDisabled()
    expect(button('Send now to all confirmed subscribers')).toBeDisabled()
    await userEvent.click(button('Send now to all confirmed subscribers'))
    expect(posts()).toEqual([])

    formModified = false
    rerender(<BroadcastControls />)
    expect(screen.queryByText('Save the broadcast before sending.')).not.toBeInTheDocument()
    expect(button('Send test')).toBeEnabled()
    expect(button('Send now to all confirmed subscribers')).toBeEnabled()
  })

  it('asks before sending now, and sends only when the owner confirms', async () => {
    await renderPanel()

    await userEvent.click(button('Send now to all confirmed subscribers'))
    expect(screen.getByText('Send this broadcast now to every confirmed subscriber?')).toBeVisible()
    // The question takes the focus of the button it replaced, and gives it back on "Not yet"
    expect(screen.getByText('Send this broadcast now to every confirmed subscriber?')).toHaveFocus()
    expect(posts()).toEqual([])

    await userEvent.click(button('Not yet'))
    expect(posts()).toEqual([])
    expect(
      screen.queryByText('Send this broadcast now to every confirmed subscriber?'),
    ).not.toBeInTheDocument()
    expect(button('Send now to all confirmed subscribers')).toHaveFocus()

    await userEvent.click(button('Send now to all confirmed subscribers'))
    await userEvent.click(button('Yes, send now'))
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Sending to every confirmed subscriber'))
    expect(posts()).toEqual([{ url: '/api/broadcasts/7/send', body: '{}' }])
  })

  it('takes the document as saved after sending and as the sender moves it on (no "Document modified" next)', async () => {
    const sending = { ...draft, status: 'sending', recipients: 4, remaining: 4 }
    const sent = { ...draft, status: 'sent', recipients: 4, sent: 4 }
    const answers = [draft, sending, sent]
    // The document as stored: the sender's last write is the one that marked it sent
    let updatedAt = '2026-11-27T15:00:01.000Z'
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url)
      if (init?.method === 'POST') return jsonResponse(200, {})
      if (path.endsWith('/progress')) {
        const progress = answers.length > 1 ? answers.shift()! : answers[0]
        updatedAt = `2026-11-27T15:00:0${[draft, sending, sent].indexOf(progress) + 1}.000Z`
        return jsonResponse(200, progress)
      }
      return jsonResponse(200, { id: 7, subject: 'Saved', updatedAt })
    })
    await renderPanel()
    expect(updateSavedDocumentData).not.toHaveBeenCalled()
    await userEvent.click(button('Send now to all confirmed subscribers'))
    await userEvent.click(button('Yes, send now'))
    await waitFor(() => expect(updateSavedDocumentData).toHaveBeenCalled())
    // The sender finishes on a later poll: the document is taken as saved again
    await waitFor(() => expect(screen.getByTestId('broadcast-progress')).toHaveTextContent(/^sent: 4 sent/), {
      timeout: 5000,
    })
    await waitFor(() =>
      expect(updateSavedDocumentData).toHaveBeenLastCalledWith(
        expect.objectContaining({ updatedAt: '2026-11-27T15:00:03.000Z' }),
      ),
    )
    // ...with the field permissions of the document as sent (its subject and body read-only)
    await waitFor(() =>
      expect(getDocPermissions).toHaveBeenLastCalledWith(
        expect.objectContaining({ updatedAt: '2026-11-27T15:00:03.000Z' }),
      ),
    )
  })
})
