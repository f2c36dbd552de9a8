import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'

import { ForgotPasswordForm } from '@/features/accounts/components/ForgotPasswordForm'
import { LoginForm } from '@/features/accounts/components/LoginForm'
import { ResetPasswordForm } from '@/features/accounts/components/ResetPasswordForm'
import { swrOptions } from '@/ui/DataProvider'
import { Toaster } from '@/ui/toast/Toaster'
import { dismissToast, getToasts } from '@/ui/toast/toastStore'
import { forgotPasswordSchema, resetPasswordSchema } from '@/features/accounts/validations'
import { theme } from '@/styles/theme'

const push = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
}))

type Answer = { status: number; body?: unknown }
let routes: Record<string, Answer | (() => Promise<Answer>)>
const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${String(input)}`
  const route = routes[key]
  if (!route) throw new Error(`unexpected ${key}`)
  const { status, body } = typeof route === 'function' ? await route() : route
  const text = body === undefined ? '' : JSON.stringify(body)
  return {
    ok: status < 300,
    status,
    statusText: '',
    text: async () => text,
    json: async () => body,
  } as Response
})

beforeEach(() => {
  routes = {}
  push.mockReset()
  fetchMock.mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
  getToasts().forEach((item) => dismissToast(item.id))
})

const renderWithProviders = (ui: React.ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        {ui}
        <Toaster />
      </SWRConfig>
    </ThemeProvider>,
  )

const lastToast = () => getToasts()[0]
const bodyOf = (key: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  )
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined
}

const NEUTRAL = "If an account exists for that email, we've sent a link to reset your password."
const INVALID = 'This reset link is invalid or has expired.'
const TOKEN = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2'

describe('the login form', () => {
  it('links "Forgot password?" to /forgot-password', () => {
    renderWithProviders(<LoginForm />)
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('points a buyer whose account the purchase created to the set-password e-mail', () => {
    renderWithProviders(<LoginForm next="/how-to-let-go/lesson-1-1" newAccount />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your purchase! Your account uses the e-mail you paid with. If you have not set its password yet, use the link we e-mailed you; then log in here to open your lessons.',
    )
  })

  it("keeps where signing in leads (a buyer's first lesson) on the way to a new password, and drops any other site", () => {
    const { unmount } = renderWithProviders(<LoginForm next="/how-to-let-go/lesson-1-1" />)
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fhow-to-let-go%2Flesson-1-1',
    )
    unmount()
    renderWithProviders(<LoginForm next="//evil.example/x" />)
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
  })
})

describe('the forgot-password form', () => {
  it('reads "Sending..." while busy, then shows the neutral confirmation in place of the form', async () => {
    let answer: (value: Answer) => void = () => undefined
    routes['POST /api/auth/forgot-password'] = () => new Promise((resolve) => (answer = resolve))
    renderWithProviders(<ForgotPasswordForm />)
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(bodyOf('POST /api/auth/forgot-password')).toEqual({ email: 'ada@example.com' })

    await act(async () => answer({ status: 200, body: { message: NEUTRAL } }))
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL)
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it("sends the page's `next` (an expired link's), and drops one that leaves the site", async () => {
    routes['POST /api/auth/forgot-password'] = { status: 200, body: { message: NEUTRAL } }
    window.history.pushState({}, '', '/forgot-password?next=%2Fhow-to-let-go%2Flesson-1-1')
    const { unmount } = renderWithProviders(<ForgotPasswordForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL)
    expect(bodyOf('POST /api/auth/forgot-password')).toEqual({
      email: 'ada@example.com',
      next: '/how-to-let-go/lesson-1-1',
    })
    unmount()

    fetchMock.mockClear()
    window.history.pushState({}, '', '/forgot-password?next=%2F%2Felsewhere.example')
    renderWithProviders(<ForgotPasswordForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL)
    expect(bodyOf('POST /api/auth/forgot-password')).toEqual({ email: 'ada@example.com' })
    window.history.pushState({}, '', '/')
  })

  it('shows the server error in a destructive toast and keeps the form', async () => {
    routes['POST /api/auth/forgot-password'] = {
      status: 429,
      body: { error: 'Too many requests. Please try again in 60 seconds.' },
    }
    renderWithProviders(<ForgotPasswordForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))

    const notifications = screen.getByRole('region', { name: /Notifications/ })
    expect(
      await within(notifications).findByText('Too many requests. Please try again in 60 seconds.'),
    ).toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' })
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled()
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument()
  })
})

describe('the reset-password form', () => {
  const fill = async (password: string, confirm: string) => {
    await userEvent.type(screen.getByLabelText('New Password'), password)
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm)
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
  }

  it('shows "Passwords do not match" when the confirmation differs, and sends nothing', async () => {
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable />)
    await fill('long-password', 'other-password')
    expect(lastToast()).toMatchObject({ description: 'Passwords do not match', variant: 'destructive' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows "Password must be at least 8 characters" for a short password, and sends nothing', async () => {
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable />)
    await fill('short', 'short')
    expect(lastToast()).toMatchObject({
      description: 'Password must be at least 8 characters',
      variant: 'destructive',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reads "Resetting..." while busy, then toasts and goes to /login', async () => {
    let answer: (value: Answer) => void = () => undefined
    routes['POST /api/auth/reset-password'] = () => new Promise((resolve) => (answer = resolve))
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable />)
    await fill('quiet harbour', 'quiet harbour')

    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled()
    expect(bodyOf('POST /api/auth/reset-password')).toEqual({
      token: TOKEN,
      password: 'quiet harbour',
      confirmPassword: 'quiet harbour',
    })
    await act(async () => answer({ status: 200, body: { message: 'ok' } }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'))
    expect(lastToast()).toMatchObject({ title: 'Password reset' })
    expect(lastToast().variant).not.toBe('destructive')
  })

  it("carries the link's next path to /login, and drops one that leaves the site", async () => {
    routes['POST /api/auth/reset-password'] = { status: 200, body: { message: 'ok' } }
    const { unmount } = renderWithProviders(
      <ResetPasswordForm token={TOKEN} linkUsable next="/how-to-let-go/lesson-1-1" />,
    )
    await fill('quiet harbour', 'quiet harbour')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login?next=%2Fhow-to-let-go%2Flesson-1-1'))
    unmount()

    push.mockReset()
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable next={'/\t/elsewhere.example/steal'} />)
    await fill('quiet harbour', 'quiet harbour')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'))
  })

  it('words the page for a first password (a purchase created the account): Set Password, Setting..., Password set', async () => {
    let answer: (value: Answer) => void = () => undefined
    routes['POST /api/auth/reset-password'] = () => new Promise((resolve) => (answer = resolve))
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable firstPassword />)
    expect(screen.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('New Password'), 'quiet harbour')
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'quiet harbour')
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }))
    expect(screen.getByRole('button', { name: 'Setting...' })).toBeDisabled()
    await act(async () => answer({ status: 200, body: { message: 'ok' } }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'))
    expect(lastToast()).toMatchObject({
      title: 'Password set',
      description: 'Your password has been set. Please sign in.',
    })
  })

  it(`shows "${INVALID}" with a link to /forgot-password when the server refuses the link`, async () => {
    routes['POST /api/auth/reset-password'] = { status: 400, body: { error: INVALID } }
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable />)
    await fill('quiet harbour', 'quiet harbour')

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID)
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(push).not.toHaveBeenCalled()
  })

  it('leads "Request a new reset link" to the same `next` (an expired set-password link\'s first lesson)', () => {
    renderWithProviders(
      <ResetPasswordForm token={TOKEN} linkUsable={false} next="/how-to-let-go/lesson-1-1" firstPassword />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID)
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fhow-to-let-go%2Flesson-1-1',
    )
  })

  it(`shows "${INVALID}" at once, with no form, for a link the server already knows is unusable`, () => {
    renderWithProviders(<ResetPasswordForm token="" linkUsable={false} />)
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID)
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument()
  })

  it('toasts any other server error (a common password) and keeps the form', async () => {
    const common = 'This password is too common. Please choose a less guessable one.'
    routes['POST /api/auth/reset-password'] = { status: 400, body: { error: common } }
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable />)
    await fill('password', 'password')

    await waitFor(() => expect(lastToast()).toMatchObject({ description: common, variant: 'destructive' }))
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('falls back to "Failed to reset password. Please try again." without a readable answer', async () => {
    routes['POST /api/auth/reset-password'] = { status: 502 }
    renderWithProviders(<ResetPasswordForm token={TOKEN} linkUsable />)
    await fill('quiet harbour', 'quiet harbour')
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Failed to reset password. Please try again.' }),
    )
  })
})

describe('the shared reset schemas', () => {
  it('checks the e-mail of a reset request', () => {
    expect(forgotPasswordSchema.safeParse({ email: ' Ada@Example.com ' }).data).toEqual({
      email: 'ada@example.com',
    })
    expect(forgotPasswordSchema.safeParse({ email: 'nope' }).error?.issues[0].message).toBe(
      'Please enter a valid email address',
    )
    expect(forgotPasswordSchema.safeParse({ email: 'ada@example.com', next: '/profile' }).data).toEqual({
      email: 'ada@example.com',
      next: '/profile',
    })
    expect(
      forgotPasswordSchema.safeParse({ email: 'ada@example.com', next: '//elsewhere.example' }).error
        ?.issues[0].message,
    ).toBe('next must be a path of this site, starting with /')
  })

  it.each([
    [{ token: TOKEN, password: 'quiet harbour', confirmPassword: 'quiet harbour' }, undefined],
    [{ token: TOKEN, password: 'quiet harbour', confirmPassword: 'quiet harbor' }, 'Passwords do not match'],
    [{ token: TOKEN, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ token: '', password: 'quiet harbour', confirmPassword: 'quiet harbour' }, INVALID],
    [{ password: 'quiet harbour', confirmPassword: 'quiet harbour' }, INVALID],
  ])('validates %o with %s', (input, message) => {
    expect(resetPasswordSchema.safeParse(input).error?.issues[0].message).toBe(message)
  })
})
