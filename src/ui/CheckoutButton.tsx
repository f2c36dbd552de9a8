'use client'

import React, { useState, type ReactNode } from 'react'

import { toast } from '@/ui/toast/toastStore'
import { BusyButton } from '@/ui/BusyButton'
import { PAYMENT_ERROR_TITLE, paymentErrorDescription, redirectToCheckout } from '@/ui/checkout'

/**
 * A button that asks the server for a Checkout session and moves the browser there. While the
 * request runs it is disabled and aria-busy; on failure it goes back to idle with a "Payment Error"
 * toast (spec §4, §8). `children` draws the label from the busy state.
 */
export function CheckoutButton({
  requestUrl,
  size = 'lg',
  children,
}: {
  requestUrl: () => Promise<string>
  size?: 'md' | 'lg'
  children: (processing: boolean) => ReactNode
}) {
  const [processing, setProcessing] = useState(false)

  async function start() {
    setProcessing(true)
    try {
      redirectToCheckout(await requestUrl())
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
    <BusyButton onClick={start} busy={processing} aria-busy={processing} $size={size}>
      {children(processing)}
    </BusyButton>
  )
}
