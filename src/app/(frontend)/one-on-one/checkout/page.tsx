import { CheckoutView } from '@/features/payments/pages'
import { getEnv } from '@/platform/env'
import { pageMetadata } from '@/features/content/pages'

export const dynamic = 'force-dynamic'

export const metadata = pageMetadata({
  title: 'Checkout',
  description: 'Pay for your 30-minute one-on-one session: $60, one-time.',
  path: '/one-on-one/checkout',
})

export default function CheckoutPage() {
  // The server accepts only its configured price; when none is set it answers 503 and the page shows the error.
  return <CheckoutView priceId={getEnv().STRIPE_PRICE_ID ?? ''} />
}
