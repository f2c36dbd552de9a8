'use client'

import React from 'react'

import { CheckoutButton } from '@/ui/CheckoutButton'
import { requestCheckoutUrl } from '@/ui/checkout'

/**
 * The checkout's one interactive part: sends `{ priceId }` and moves the browser to the payment
 * provider. On failure it goes back to idle with a "Payment Error" toast (spec §4, §8).
 */
export function ProceedToPaymentButton({ priceId }: { priceId: string }) {
  return (
    <CheckoutButton requestUrl={() => requestCheckoutUrl(priceId)}>
      {(processing) => (processing ? 'Processing...' : 'Proceed to Payment')}
    </CheckoutButton>
  )
}
