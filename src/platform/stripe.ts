import Stripe from 'stripe'

import { getEnv } from './env'

export type PaymentSettings = { stripe: Stripe; priceId: string }

let client: Stripe | null | undefined

/** Points the SDK at another API host (a local Stripe double in tests) when STRIPE_API_BASE is set. */
export function apiBaseOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  }
}

/** The one Stripe client of this process, or null when STRIPE_SECRET_KEY is not set. */
export function getStripe(): Stripe | null {
  if (client !== undefined) return client
  const env = getEnv()
  client = env.STRIPE_SECRET_KEY
    ? new Stripe(env.STRIPE_SECRET_KEY, { ...apiBaseOptions(env.STRIPE_API_BASE), telemetry: false })
    : null
  return client
}

/** The client and the one price the site sells, or null when payments are not configured. */
export function getPaymentSettings(): PaymentSettings | null {
  const stripe = getStripe()
  const priceId = getEnv().STRIPE_PRICE_ID
  return stripe && priceId ? { stripe, priceId } : null
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured'
