'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React, { useState } from 'react'

import { panelStyle } from '@/platform/admin/adminStyles'
import { useAdminPost } from '@/platform/admin/useAdminPost'

/**
 * The owner's Cancel booking (POST /api/bookings/:id/owner-cancel): asks first, then cancels with a
 * full refund and sends the buyer the cancellation. Shown while the booking is paid and not cancelled.
 */
export function BookingCancelButton() {
  const { id } = useDocumentInfo()
  const payment = useFormFields(([fields]) => fields.status?.value)
  const schedule = useFormFields(([fields]) => fields.schedule?.value)
  const [asking, setAsking] = useState(false)
  const { busy, post } = useAdminPost()
  if (id === undefined || payment !== 'paid' || schedule === 'cancelled') return null

  const cancel = () =>
    post<{ message: string }>(`/api/bookings/${id}/owner-cancel`, (answer) => {
      toast.success(`${answer.message}; the buyer is notified`)
      setAsking(false)
    })

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
