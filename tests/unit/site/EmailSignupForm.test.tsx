import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { EmailSignupForm } from '@/features/mailing-list/components/EmailSignupForm'
import { getToasts } from '@/ui/toast/toastStore'
import { theme } from '@/styles/theme'

const push = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
}))

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

beforeEach(() => {
  push.mockReset()
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

afterEach(() => {
  jest.useRealTimers()
})

const renderForm = () =>
  render(
    <ThemeProvider theme={theme}>
      <EmailSignupForm />
    </ThemeProvider>,
  )

const emailField = () => screen.getByRole('textbox', { name: 'Email address' })

describe('the home sign-up form', () => {
  it('shows the schema message below the field and sends nothing for an invalid email', async () => {
    renderForm()
    await userEvent.type(emailField(), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up Free' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts {email}, reads "Signing up..." disabled while busy, then thanks and opens /crash-course after 1000 ms', async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderForm()

    await user.type(emailField(), 'reader@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign Up Free' }))

    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/email-signup',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'reader@example.com' }) }),
    )

    await act(async () => answer({ ok: true, status: 201, text: async () => '{}' } as Response))

    expect(screen.getByText('Thank you!')).toBeInTheDocument()
    expect(screen.getByText('Check your email for the next steps.')).toBeInTheDocument()
    expect(getToasts()[0]).toMatchObject({
      title: 'Success!',
      description: "You've been added to the list. Check your email for next steps.",
    })
    act(() => jest.advanceTimersByTime(999))
    expect(push).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(push).toHaveBeenCalledWith('/crash-course')
  })

  it('returns to idle with the error toast when the sign-up fails', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 500,
      statusText: 'Error',
      text: async () => '',
    } as Response)
    renderForm()

    await userEvent.type(emailField(), 'reader@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up Free' }))

    expect(await screen.findByRole('button', { name: 'Sign Up Free' })).toBeEnabled()
    expect(getToasts()[0]).toMatchObject({
      title: 'Error',
      description: 'Something went wrong. Please try again.',
      variant: 'destructive',
    })
    expect(screen.queryByText('Thank you!')).toBeNull()
    expect(push).not.toHaveBeenCalled()
  })
})
