import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'

import { CheckoutView } from '@/features/payments/components/CheckoutView'
import { Toaster } from '@/ui/toast/Toaster'
import { dismissToast, getToasts } from '@/ui/toast/toastStore'
import { redirectToCheckout } from '@/ui/checkout'
import { theme } from '@/styles/theme'

jest.mock('@/ui/checkout', () => ({
  ...jest.requireActual('@/ui/checkout'),
  redirectToCheckout: jest.fn(),
}))

const redirect = redirectToCheckout as jest.MockedFunction<typeof redirectToCheckout>
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>()

beforeEach(() => {
  fetchMock.mockReset()
  redirect.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

const renderCheckout = () =>
  render(
    <ThemeProvider theme={theme}>
      <CheckoutView priceId="price_configured" />
      <Toaster />
    </ThemeProvider>,
  )

// jsdom has no fetch Response; the page reads only these members.
const jsonResponse = (status: number, body: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as Response

async function proceedAndExpectToast(description: string) {
  renderCheckout()
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

  const notifications = screen.getByRole('region', { name: /Notifications/ })
  expect(await within(notifications).findByText('Payment Error')).toBeInTheDocument()
  expect(within(notifications).getByText(description)).toBeInTheDocument()
  expect(getToasts()[0]).toMatchObject({ title: 'Payment Error', description, variant: 'destructive' })
  expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled()
  expect(redirect).not.toHaveBeenCalled()
}

describe('the checkout page', () => {
  it('shows the session summary, $60 one-time, and a Cancel link back to /one-on-one', () => {
    renderCheckout()

    expect(screen.getByRole('heading', { name: 'Session Summary' })).toBeInTheDocument()
    expect(screen.getByText('$60 one-time')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/one-on-one')
  })

  it('posts { priceId } with cookies, shows "Processing..." disabled while busy, then goes to the returned url', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderCheckout()

    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledWith('/api/create-checkout-session', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ priceId: 'price_configured' }),
    })
    await act(async () => answer(jsonResponse(200, { url: 'https://checkout.stripe.test/c/pay/cs_1' })))
    expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1')
  })

  it('shows "Payment Error" / "Failed to create checkout session" when the server answers non-OK', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: 'Payments are not configured' }))
    await proceedAndExpectToast('Failed to create checkout session')
  })

  it('shows "Payment Error" / "No checkout URL received" when the answer has no url', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}))
    await proceedAndExpectToast('No checkout URL received')
  })

  it('shows the thrown message when the request itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await proceedAndExpectToast('Failed to fetch')
  })

  it('shows "Unable to process payment. Please try again." when the failure has no message', async () => {
    fetchMock.mockRejectedValue('network down')
    await proceedAndExpectToast('Unable to process payment. Please try again.')
  })
})

describe("How to Let Go's enrol button", () => {
  beforeEach(() => getToasts().forEach((item) => dismissToast(item.id)))
  const openToasts = () => getToasts().filter((item) => item.open)

  const renderEnrol = async () => {
    const { EnrolButton } = await import('@/features/course/components/EnrolButton')
    render(
      <ThemeProvider theme={theme}>
        <EnrolButton label="Enroll Now - $27" />
        <Toaster />
      </ThemeProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Enroll Now - $27' }))
  }

  it("goes to Stripe's Checkout with an empty body", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { url: 'https://checkout.stripe.test/c/pay/cs_2' }))
    await renderEnrol()
    expect(fetchMock).toHaveBeenCalledWith('/api/course/checkout', expect.objectContaining({ body: '{}' }))
    expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_2')
  })

  it('takes a learner who has the course already to the first lesson, with no error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: 'You already have access to How to Let Go.',
        continueAt: '/how-to-let-go/lesson-1-1',
      }),
    )
    await renderEnrol()
    expect(redirect).toHaveBeenCalledWith('/how-to-let-go/lesson-1-1')
    expect(openToasts()).toHaveLength(0)
  })

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/'])(
    'shows "Failed to create checkout session" for a 409 whose continueAt %s is another site',
    async (continueAt) => {
      fetchMock.mockResolvedValue(jsonResponse(409, { error: 'x', continueAt }))
      await renderEnrol()
      const notifications = screen.getByRole('region', { name: /Notifications/ })
      expect(await within(notifications).findByText('Failed to create checkout session')).toBeInTheDocument()
      expect(redirect).not.toHaveBeenCalled()
    },
  )
})

describe("How to Let Go's enrol button for a signed-in learner", () => {
  /** Answers the me call and the enrolment call as the server would for this learner. */
  const serve = (me: { status: number; body: unknown }, enrolment: unknown) =>
    fetchMock.mockImplementation(async (input) => {
      const url = String(input)
      if (url === '/api/auth/me') return jsonResponse(me.status, me.body)
      if (url === '/api/course/enrolment') return jsonResponse(200, enrolment)
      throw new Error(`unexpected call ${url}`)
    })
  const learner = {
    status: 200,
    body: { user: { id: 7, email: 'learner@example.com', createdAt: '2026-01-01' } },
  }

  const renderFresh = async () => {
    const { EnrolButton } = await import('@/features/course/components/EnrolButton')
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ThemeProvider theme={theme}>
          <EnrolButton label="Enroll Now - $27" />
        </ThemeProvider>
      </SWRConfig>,
    )
  }

  it('shows Continue the Course, to the first lesson not completed, to a learner who holds the course', async () => {
    serve(learner, { enrolled: true, continueAt: '/how-to-let-go/lesson-2-3' })
    await renderFresh()
    const link = await screen.findByRole('link', { name: 'Continue the Course' })
    expect(link).toHaveAttribute('href', '/how-to-let-go/lesson-2-3')
    expect(screen.queryByRole('button', { name: 'Enroll Now - $27' })).not.toBeInTheDocument()
  })

  it.each([
    ['when the answer names another site to continue at', { enrolled: true, continueAt: '//evil.example/' }],
    ['for a learner who does not hold it', { enrolled: false, continueAt: null }],
  ])('keeps Enroll Now %s', async (_, answer) => {
    serve(learner, answer)
    await renderFresh()
    await act(async () => {})
    expect(fetchMock).toHaveBeenCalledWith('/api/course/enrolment', expect.anything())
    expect(screen.getByRole('button', { name: 'Enroll Now - $27' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Continue the Course' })).not.toBeInTheDocument()
  })

  it('asks nothing about enrolment of a visitor who is signed out', async () => {
    serve({ status: 401, body: { error: 'Not authenticated' } }, { enrolled: true, continueAt: '/x' })
    await renderFresh()
    await act(async () => {})
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything())
    expect(fetchMock).not.toHaveBeenCalledWith('/api/course/enrolment', expect.anything())
    expect(screen.getByRole('button', { name: 'Enroll Now - $27' })).toBeInTheDocument()
  })
})

describe("How to Let Go's closing invitation", () => {
  const serve = (signedIn: boolean, enrolled: boolean) =>
    fetchMock.mockImplementation(async (input) => {
      const url = String(input)
      if (url === '/api/auth/me') {
        return signedIn
          ? jsonResponse(200, { user: { id: 7, email: 'learner@example.com', createdAt: '2026-01-01' } })
          : jsonResponse(401, { error: 'Not authenticated' })
      }
      if (url === '/api/course/enrolment') {
        return jsonResponse(
          200,
          enrolled ? { enrolled, continueAt: '/how-to-let-go/lesson-1-2' } : { enrolled },
        )
      }
      throw new Error(`unexpected call ${url}`)
    })

  const renderInvitation = async (soldHere: boolean) => {
    const { EnrolInvitation } = await import('@/features/course/components/EnrolInvitation')
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ThemeProvider theme={theme}>
          <EnrolInvitation price="$27" lessonCount={41} soldHere={soldHere} />
        </ThemeProvider>
      </SWRConfig>,
    )
    await act(async () => {})
  }

  it('tells a learner who holds the course that all its lessons are open, not to enroll', async () => {
    serve(true, true)
    await renderInvitation(true)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have the full program' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('All 41 lessons are open to you. Pick up where you left off.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Enroll in the full program/)).not.toBeInTheDocument()
  })

  it.each([
    ['a visitor signed out', false, false, true],
    ['a member without the course', true, false, true],
    ['anyone, when the course is sold elsewhere', true, true, false],
  ])('invites %s to enroll, at the price', async (_, signedIn, enrolled, soldHere) => {
    serve(signedIn, enrolled)
    await renderInvitation(soldHere)
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to let go?' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Enroll in the full program for $27 and work through all 41 lessons at your own pace.',
      ),
    ).toBeInTheDocument()
    if (!soldHere) expect(fetchMock).not.toHaveBeenCalledWith('/api/course/enrolment', expect.anything())
  })
})
