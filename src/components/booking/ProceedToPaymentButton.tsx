'use client'

import React, { useState } from 'react'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import {
  PAYMENT_ERROR_TITLE,
  paymentErrorDescription,
  redirectToCheckout,
  requestCheckoutUrl,
} from '@/lib/checkout'

/**
 * The checkout's one interactive part: sends `{ priceId }` and moves the browser to the payment
 * provider. On failure it goes back to idle with a "Payment Error" toast (spec §4, §8).
 */
export function ProceedToPaymentButton({ priceId }: { priceId: string }) {
  const [processing, setProcessing] = useState(false)

  async function proceedToPayment() {
    setProcessing(true)
    try {
      redirectToCheckout(await requestCheckoutUrl(priceId))
    } catch (error) {
      toast({
        title: PAYMENT_ERROR_TITLE,
        description: paymentErrorDescription(error),
        variant: 'destructive',
      })
      setProcessing(false)
    }
  }

  return (
    <Button onClick={proceedToPayment} disabled={processing} aria-busy={processing} $size="lg">
      {processing ? 'Processing...' : 'Proceed to Payment'}
    </Button>
  )
}
