'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { apiRequest, ApiError } from '@/lib/api/client'

import { panelStyle } from './adminStyles'

/**
 * The owner's Cancel booking (POST /api/bookings/:id/owner-cancel): asks first, then cancels with a
 * full refund and sends the buyer the cancellation. Shown while the booking is paid and not cancelled.
 */
export function BookingCancelButton() {
  const { id } = useDocumentInfo()
  const payment = useFormFields(([fields]) => fields.status?.value)
  const schedule = useFormFields(([fields]) => fields.schedule?.value)
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  if (id === undefined || payment !== 'paid' || schedule === 'cancelled') return null

  const cancel = async () => {
    setBusy(true)
    try {
      const answer = await apiRequest<{ message: string }>('POST', `/api/bookings/${id}/owner-cancel`, {})
      toast.success(`${answer.message}; the buyer is notified`)
      setAsking(false)
      router.refresh()
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={panelStyle}>
      {asking ? (
        <>
          <p>Cancel this session? The buyer is refunded in full and notified.</p>
          <Button size="small" buttonStyle="error" disabled={busy} onClick={() => void cancel()}>
            Yes, cancel
          </Button>
          <Button size="small" buttonStyle="secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="small" buttonStyle="secondary" onClick={() => setAsking(true)}>
          Cancel booking
        </Button>
      )}
    </div>
  )
}
