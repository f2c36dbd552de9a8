'use client'

import React, { useState } from 'react'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import {
  PAYMENT_ERROR_TITLE,
  paymentErrorDescription,
  redirectToCheckout,
  requestCourseCheckoutUrl,
} from '@/lib/checkout'

/**
 * Enrolment when the course is sold on this site: asks the server for a Checkout session at the
 * price it holds and moves the browser there. The label stays put while busy (aria-busy says it).
 */
export function EnrolButton({ label, size = 'lg' }: { label: string; size?: 'md' | 'lg' }) {
  const [processing, setProcessing] = useState(false)

  async function enrol() {
    setProcessing(true)
    try {
      redirectToCheckout(await requestCourseCheckoutUrl())
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
    <Button onClick={enrol} disabled={processing} aria-busy={processing} $size={size}>
      {label}
    </Button>
  )
}
