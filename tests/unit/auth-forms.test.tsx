import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'

import { formatMemberSince } from '@/features/accounts/components/formatMemberSince'
import { LoginForm } from '@/features/accounts/components/LoginForm'
import { safeNextPath } from '@/features/accounts/nextPath'
import { ProfileView } from '@/features/accounts/components/ProfileView'
import { SignupForm } from '@/features/accounts/components/SignupForm'
import { swrOptions } from '@/ui/DataProvider'
import { Toaster } from '@/ui/toast/Toaster'
import { dismissToast, getToasts } from '@/ui/toast/toastStore'
import { theme } from '@/styles/theme'

const push = jest.fn()
const replace = jest.fn()
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace, prefetch: jest.fn(), refresh: jest.fn() }),
}))

type Route = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>)
let routes: Record<string, Route>
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
  replace.mockReset()
  fetchMock.mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
  localStorage.clear()
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

const user = {
  id: 7,
  email: 'ada@example.com',
  name: null,
  createdAt: '2026-11-22T15:00:00.000Z',
  requirePasswordChange: false,
}

describe('formatMemberSince', () => {
  it('writes the long US date, e.g. "November 22, 2026"', () => {
    expect(formatMemberSince('2026-11-22T15:00:00.000Z')).toBe('November 22, 2026')
  })
})

describe('the path a login goes on to (?next=)', () => {
  it('keeps a path of this site and refuses anything that could leave it', () => {
    expect(safeNextPath('/how-to-let-go/lesson-1-1')).toBe('/how-to-let-go/lesson-1-1')
    expect(safeNextPath('/profile?change-password=true#form')).toBe('/profile?change-password=true#form')
    expect(safeNextPath('/a/../how-to-let-go')).toBe('/how-to-let-go')
    // An encoded slash stays a path of this site
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      // A browser drops tabs and newlines from an address: these would become //evil.example
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\t//evil.example',
      '///evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(next)).toBeNull()
    }
  })
})

describe('the login form', () => {
  it('has Email and Password, reads "Signing in..." while busy, then toasts and goes to /', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined
    routes['POST /api/auth/login'] = () => new Promise((resolve) => (answer = resolve))
    renderWithProviders(<LoginForm />)

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    expect(bodyOf('POST /api/auth/login')).toEqual({ email: 'ada@example.com', password: 'secret-password' })
    await act(async () => answer({ status: 200, body: { user } }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'))
    expect(lastToast()).toMatchObject({ title: 'Welcome back!' })
    expect(lastToast().variant).not.toBe('destructive')
  })

  it('says why a buyer back from Checkout is asked to log in: a purchase, a repeat one refunded, or a free repeat', () => {
    const { unmount } = renderWithProviders(<LoginForm enrolled />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your purchase! Log in with the e-mail you paid with to open your lessons.',
    )
    unmount()
    const { unmount: unmountRepeat } = renderWithProviders(<LoginForm alreadyEnrolled />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'You already have this course, so your payment was refunded. Log in with the e-mail you paid with to continue your lessons.',
    )
    unmountRepeat()
    // A repeat at no cost: nothing to refund
    renderWithProviders(<LoginForm alreadyOwned />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'You already have this course, and nothing was charged. Log in with the e-mail you used to continue your lessons; if you have not set its password yet, use the link we e-mailed you.',
    )
  })

  it('goes to /profile?change-password=true when the account must change its password', async () => {
    routes['POST /api/auth/login'] = { status: 200, body: { user: { ...user, requirePasswordChange: true } } }
    renderWithProviders(<LoginForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'Welcome-LetGo-2026')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/profile?change-password=true'))
  })

  it('shows the server error in a destructive "Error" toast and stays', async () => {
    routes['POST /api/auth/login'] = { status: 401, body: { error: 'Invalid email or password' } }
    renderWithProviders(<LoginForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))

    const notifications = screen.getByRole('region', { name: /Notifications/ })
    expect(await within(notifications).findByText('Invalid email or password')).toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' })
    expect(push).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('merges the ticks made while logged out into the account', async () => {
    localStorage.setItem('how-to-let-go:guest-progress', JSON.stringify(['lesson-1-1', 'lesson-1-2']))
    routes['POST /api/auth/login'] = { status: 200, body: { user } }
    routes['POST /api/course-progress'] = { status: 200, body: {} }
    routes['GET /api/course-progress/7'] = { status: 200, body: [] }
    renderWithProviders(<LoginForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'))
    const posted = fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/course-progress')
      .map(([, init]) => JSON.parse(String(init?.body)))
    expect(posted).toEqual([
      { userId: '7', lessonId: 'lesson-1-1', completed: true },
      { userId: '7', lessonId: 'lesson-1-2', completed: true },
    ])
    expect(localStorage.getItem('how-to-let-go:guest-progress')).toBeNull()
  })
})

describe('the signup form', () => {
  const fill = async (password: string, confirm: string, name = '') => {
    if (name) await userEvent.type(screen.getByLabelText('Name'), name)
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com')
    await userEvent.type(screen.getByLabelText('Password'), password)
    await userEvent.type(screen.getByLabelText('Confirm Password'), confirm)
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  }

  it('shows the password placeholder "at least 8 characters"', () => {
    renderWithProviders(<SignupForm />)
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'at least 8 characters')
  })

  it('shows "Passwords do not match" when the confirmation differs, and sends nothing', async () => {
    renderWithProviders(<SignupForm />)
    await fill('long-password', 'other-password')
    expect(lastToast()).toMatchObject({ description: 'Passwords do not match', variant: 'destructive' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows "Password must be at least 8 characters" for a short password', async () => {
    renderWithProviders(<SignupForm />)
    await fill('short', 'short')
    expect(lastToast()).toMatchObject({
      description: 'Password must be at least 8 characters',
      variant: 'destructive',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends one sign-up for a double click, even before its schema has loaded', async () => {
    routes['POST /api/auth/signup'] = { status: 201, body: { user } }
    renderWithProviders(<SignupForm />)
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'long-password')
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-password')
    const form = screen.getByRole('button', { name: 'Create Account' }).closest('form') as HTMLFormElement
    // Both submits land in one task, before the first has loaded the schema and marked itself busy.
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'))
    const signups = fetchMock.mock.calls.filter(
      ([input, init]) => `${init?.method} ${String(input)}` === 'POST /api/auth/signup',
    )
    expect(signups).toHaveLength(1)
    expect(lastToast()).toMatchObject({ title: 'Account created!' })
  })

  it('omits an empty name, reads "Creating account..." while busy, then toasts and goes to /login', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined
    routes['POST /api/auth/signup'] = () => new Promise((resolve) => (answer = resolve))
    renderWithProviders(<SignupForm />)
    await fill('long-password', 'long-password')

    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled()
    expect(bodyOf('POST /api/auth/signup')).toEqual({ email: 'new@example.com', password: 'long-password' })
    await act(async () => answer({ status: 201, body: { user } }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'))
    expect(lastToast()).toMatchObject({ title: 'Account created!' })
  })

  it('sends the name when given, and toasts the server error of a duplicate', async () => {
    routes['POST /api/auth/signup'] = {
      status: 409,
      body: { error: 'An account with this email already exists' },
    }
    renderWithProviders(<SignupForm />)
    await fill('long-password', 'long-password', 'Ada')
    expect(bodyOf('POST /api/auth/signup')).toEqual({
      email: 'new@example.com',
      password: 'long-password',
      name: 'Ada',
    })
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'An account with this email already exists',
        variant: 'destructive',
      }),
    )
    expect(push).not.toHaveBeenCalled()
  })

  it('falls back to "Signup failed. Please try again." without a readable answer', async () => {
    routes['POST /api/auth/signup'] = { status: 502 }
    renderWithProviders(<SignupForm />)
    await fill('long-password', 'long-password')
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ description: 'Signup failed. Please try again.' }),
    )
  })
})

describe('the profile', () => {
  it('sends a visitor without a session to /login', async () => {
    routes['GET /api/auth/me'] = { status: 200, body: { user: null } }
    renderWithProviders(<ProfileView openChangePassword={false} />)
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'))
  })

  it('shows Email, Name "Not set" and Member Since in the long US format, with the form closed', async () => {
    routes['GET /api/auth/me'] = { status: 200, body: { user } }
    renderWithProviders(<ProfileView openChangePassword={false} />)
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument()
    expect(screen.getByText('Not set')).toBeInTheDocument()
    expect(screen.getByText('November 22, 2026')).toBeInTheDocument()
    expect(screen.queryByText('Password Change Required')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument()
    // The keyboard goes on into the form, and back to the toggle when it closes
    expect(screen.getByLabelText('Current Password')).toHaveFocus()
    expect(screen.getByLabelText('New Password')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm New Password')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus()
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument()
  })

  it('opens the form for ?change-password=true', async () => {
    routes['GET /api/auth/me'] = { status: 200, body: { user: { ...user, name: 'Ada' } } }
    renderWithProviders(<ProfileView openChangePassword />)
    expect(await screen.findByText('Ada')).toBeInTheDocument()
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('checks "New passwords do not match" and "New password must be at least 8 characters" on screen', async () => {
    routes['GET /api/auth/me'] = { status: 200, body: { user } }
    renderWithProviders(<ProfileView openChangePassword />)
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-password')
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password')
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'different')
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(lastToast()).toMatchObject({ description: 'New passwords do not match', variant: 'destructive' })

    await userEvent.clear(screen.getByLabelText('New Password'))
    await userEvent.clear(screen.getByLabelText('Confirm New Password'))
    await userEvent.type(screen.getByLabelText('New Password'), 'short')
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(lastToast()).toMatchObject({ description: 'New password must be at least 8 characters' })
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/change-password')).toBe(false)
  })

  it('with the flag: red banner, form always open without Cancel; after the change it clears and goes to /', async () => {
    let flagged = true
    routes['GET /api/auth/me'] = async () => ({
      status: 200,
      body: { user: { ...user, requirePasswordChange: flagged } },
    })
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined
    routes['POST /api/auth/change-password'] = () => new Promise((resolve) => (answer = resolve))
    renderWithProviders(<ProfileView openChangePassword={false} />)

    expect(await screen.findByRole('alert')).toHaveTextContent('Password Change Required')
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Current Password'), 'Welcome-LetGo-2026')
    await userEvent.type(screen.getByLabelText('New Password'), 'my-own-password')
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'my-own-password')
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(screen.getByRole('button', { name: 'Changing...' })).toBeDisabled()
    expect(bodyOf('POST /api/auth/change-password')).toEqual({
      currentPassword: 'Welcome-LetGo-2026',
      newPassword: 'my-own-password',
      confirmPassword: 'my-own-password',
    })

    flagged = false
    await act(async () => answer({ status: 200, body: { message: 'Password changed successfully' } }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'))
    expect(screen.queryByText('Password Change Required')).not.toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Success' })
  })

  it('toasts "Failed to change password. Please try again." when the answer is unreadable', async () => {
    routes['GET /api/auth/me'] = { status: 200, body: { user } }
    routes['POST /api/auth/change-password'] = { status: 500 }
    renderWithProviders(<ProfileView openChangePassword />)
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-password')
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password')
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Failed to change password. Please try again.',
        variant: 'destructive',
      }),
    )
  })
})
