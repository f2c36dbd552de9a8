'use client'

import React from 'react'

import { CheckoutButton } from '@/ui/CheckoutButton'
import { requestCourseCheckoutUrl } from '@/ui/checkout'

/**
 * Enrolment when the course is sold on this site: asks the server for a Checkout session at the
 * price it holds and moves the browser there. The label stays put while busy (aria-busy says it).
 */
export function EnrolButton({ label, size = 'lg' }: { label: string; size?: 'md' | 'lg' }) {
  return (
    <CheckoutButton requestUrl={() => requestCourseCheckoutUrl()} size={size}>
      {() => label}
    </CheckoutButton>
  )
}
