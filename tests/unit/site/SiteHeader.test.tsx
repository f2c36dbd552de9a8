import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import useSWR from 'swr'

import { SiteHeader } from '@/features/content/components/layout/SiteHeader'
import { Toaster } from '@/ui/toast/Toaster'
import { getToasts } from '@/ui/toast/toastStore'
import { useSession, type CurrentUser } from '@/ui/session'
import { theme } from '@/styles/theme'

const push = jest.fn()
let pathname = '/'

jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
}))

jest.mock('@/ui/session', () => ({ useSession: jest.fn() }))

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

const member: CurrentUser = {
  id: 1,
  email: 'member@example.com',
  name: 'Sam Member',
  createdAt: '2025-01-01T00:00:00.000Z',
  requirePasswordChange: false,
}

function session(user: CurrentUser | null, isLoading = false) {
  mockedUseSession.mockReturnValue({ user, isLoading, error: undefined, mutate: jest.fn() } as ReturnType<
    typeof useSession
  >)
}

const renderHeader = () =>
  render(
    <ThemeProvider theme={theme}>
      <SiteHeader brandName="Jordan Avery" />
      <Toaster />
    </ThemeProvider>,
  )

// jsdom applies no media queries, so the desktop bar counts as hidden (and nameless): find it by its label.
const mainNav = () => {
  const nav = screen
    .getAllByRole('navigation', { hidden: true })
    .find((element) => element.getAttribute('aria-label') === 'Main')
  if (!nav) throw new Error('no Main navigation')
  return nav
}
const navLink = (name: string) => within(mainNav()).getByRole('link', { name, hidden: true })

beforeEach(() => {
  pathname = '/'
  push.mockReset()
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

describe('the site header', () => {
  it('shows the brand linking to / and the links of spec §2', () => {
    session(null)
    renderHeader()

    expect(screen.getByRole('link', { name: 'Jordan Avery' })).toHaveAttribute('href', '/')
    expect(navLink('About')).toHaveAttribute('href', '/about')
    expect(navLink('Programs')).toHaveAttribute('href', '/programs')
    expect(navLink('Live Seminars')).toHaveAttribute('href', '/live-seminars')
    expect(navLink('1-on-1 Session')).toHaveAttribute('href', '/one-on-one')
    expect(navLink('Start Free Program')).toHaveAttribute('href', '/crash-course')
  })

  it('marks the link of the current route with aria-current="page", and only that one', () => {
    pathname = '/programs'
    session(null)
    renderHeader()

    expect(navLink('Programs')).toHaveAttribute('aria-current', 'page')
    expect(navLink('About')).not.toHaveAttribute('aria-current')
    expect(navLink('Start Free Program')).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Jordan Avery' })).not.toHaveAttribute('aria-current')
  })

  it('marks the brand, the link to /, on the home page', () => {
    pathname = '/'
    session(null)
    renderHeader()

    expect(screen.getByRole('link', { name: 'Jordan Avery' })).toHaveAttribute('aria-current', 'page')
    expect(navLink('About')).not.toHaveAttribute('aria-current')
  })

  it('shows Login and no Profile or user menu when logged out', () => {
    session(null)
    renderHeader()

    expect(navLink('Login')).toHaveAttribute('href', '/login')
    expect(within(mainNav()).queryByRole('link', { name: 'Profile', hidden: true })).toBeNull()
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull()
  })

  it('shows Profile and the user menu, and no Login, when logged in', async () => {
    session(member)
    renderHeader()

    expect(navLink('Profile')).toHaveAttribute('href', '/profile')
    expect(within(mainNav()).queryByRole('link', { name: 'Login', hidden: true })).toBeNull()
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument()
  })

  it('offers neither Login nor Profile while the session is still loading', () => {
    session(null, true)
    renderHeader()

    expect(within(mainNav()).queryByRole('link', { name: 'Profile', hidden: true })).toBeNull()
    const login = mainNav().querySelector('a[href="/login"]')
    expect(login).toHaveAttribute('tabindex', '-1')
    expect(login?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('becomes opaque once the page is scrolled more than 20 px', () => {
    session(null)
    renderHeader()
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')

    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true })
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'true')

    Object.defineProperty(window, 'scrollY', { value: 20, configurable: true })
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
  })
})

describe('the mobile drawer', () => {
  it('opens from "Open menu" with the same links and closes when a link is chosen', async () => {
    session(null)
    renderHeader()

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    for (const name of [
      'About',
      'Programs',
      'Live Seminars',
      '1-on-1 Session',
      'Start Free Program',
      'Login',
    ])
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument()

    await userEvent.click(within(drawer).getByRole('link', { name: 'Programs' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape', async () => {
    session(member)
    renderHeader()

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(within(drawer).queryByRole('link', { name: 'Login' })).toBeNull()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })
})

describe('the user menu', () => {
  it('shows the name, or the e-mail when there is no name, then Profile and Logout', async () => {
    session({ ...member, name: null })
    renderHeader()

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }))
    const menu = screen.getByRole('menu')
    expect(within(menu).getByText('member@example.com')).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument()
  })

  it('logs out with POST /api/auth/logout, toasts "You have been logged out." and goes to /', async () => {
    session(member)
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => '' } as Response)
    renderHeader()

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }))
    expect(within(screen.getByRole('menu')).getByText('Sam Member')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))

    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }))
    expect(getToasts()[0]).toMatchObject({ title: 'Success', description: 'You have been logged out.' })
    expect(push).toHaveBeenCalledWith('/')
  })

  it('clears all cached data on logout', async () => {
    session(member)
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => '' } as Response)
    function CachedProgress() {
      const { data } = useSWR('/api/course-progress/demo', async () => 'cached progress')
      return <p>{data ?? 'nothing cached'}</p>
    }
    render(<CachedProgress />)
    expect(await screen.findByText('cached progress')).toBeInTheDocument()
    renderHeader()

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))

    expect(await screen.findByText('nothing cached')).toBeInTheDocument()
  })

  it('toasts "Logout failed" (destructive) and stays when the logout call fails', async () => {
    session(member)
    fetchMock.mockResolvedValue({
      ok: false,
      status: 500,
      statusText: 'Error',
      text: async () => '',
    } as Response)
    renderHeader()

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))

    expect(getToasts()[0]).toMatchObject({
      title: 'Error',
      description: 'Logout failed',
      variant: 'destructive',
    })
    expect(push).not.toHaveBeenCalled()
  })
})
