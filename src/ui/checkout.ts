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

/**
 * Where How to Let Go's enrol button takes the browser: Stripe's Checkout, or, for a signed-in
 * learner who has the course already (the server's 409 with `continueAt`), the first lesson they have not completed.
 */
export const requestCourseCheckoutUrl = (): Promise<string> =>
  postForCheckoutUrl(COURSE_CHECKOUT_ENDPOINT, {}, { followContinueAt: true })

/** A path of this site: a browser reads `//host` and `/\\host` as another site. */
export const isSitePath = (value: unknown): value is string => {
  if (typeof value !== 'string' || !value.startsWith('/')) return false
  const base = 'https://site.invalid'
  return new URL(value, base).origin === base
}

async function postForCheckoutUrl(
  endpoint: string,
  body: Record<string, string>,
  { followContinueAt = false } = {},
): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (followContinueAt && response.status === 409) {
    const { continueAt } = (await response.json().catch(() => ({}))) as { continueAt?: unknown }
    if (isSitePath(continueAt)) return continueAt
  }
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
