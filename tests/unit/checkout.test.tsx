import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import React from 'react'
import { ThemeProvider } from 'styled-components'

import { CheckoutView } from '@/features/payments/components/CheckoutView'
import { Toaster } from '@/ui/toast/Toaster'
import { getToasts } from '@/ui/toast/toastStore'
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
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response

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
