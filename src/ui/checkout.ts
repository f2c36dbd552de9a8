/** The browser side of the paid session's checkout (spec §7 call, §8 error texts). */
export const CHECKOUT_ENDPOINT = '/api/create-checkout-session'

export const PAYMENT_ERROR_TITLE = 'Payment Error'
export const CHECKOUT_FAILED = 'Failed to create checkout session'
export const NO_CHECKOUT_URL = 'No checkout URL received'
export const PAYMENT_FALLBACK = 'Unable to process payment. Please try again.'

/** How to Let Go's checkout: the server sets the price (from Programs), so the body is empty. */
export const COURSE_CHECKOUT_ENDPOINT = '/api/course/checkout'

/** Asks the server for a Checkout session and returns the payment provider's address. */
export const requestCheckoutUrl = (priceId: string): Promise<string> =>
  postForCheckoutUrl(CHECKOUT_ENDPOINT, { priceId })

export const requestCourseCheckoutUrl = (): Promise<string> =>
  postForCheckoutUrl(COURSE_CHECKOUT_ENDPOINT, {})

async function postForCheckoutUrl(endpoint: string, body: Record<string, string>): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(CHECKOUT_FAILED)
  const { url } = (await response.json()) as { url?: unknown }
  if (typeof url !== 'string' || !url) throw new Error(NO_CHECKOUT_URL)
  return url
}

/** The toast description for a failed checkout: the thrown message, else the generic text. */
export const paymentErrorDescription = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : PAYMENT_FALLBACK

/** Full-page navigation to the payment provider (a separate module so tests can observe it). */
export function redirectToCheckout(url: string): void {
  window.location.href = url
}
