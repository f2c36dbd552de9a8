'use client'

import { toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React from 'react'

import { panelStyle } from '@/platform/admin/adminStyles'
import { AskFirst } from '@/platform/admin/AskFirst'
import { useAdminPost } from '@/platform/admin/useAdminPost'

/**
 * The owner's Cancel booking (POST /api/bookings/:id/owner-cancel): asks first, then cancels with a
 * full refund and sends the buyer the cancellation. Shown while the booking is paid and not cancelled.
 */
export function BookingCancelButton() {
  const { id } = useDocumentInfo()
  const payment = useFormFields(([fields]) => fields.status?.value)
  const schedule = useFormFields(([fields]) => fields.schedule?.value)
  const { busy, post } = useAdminPost()
  if (id === undefined || payment !== 'paid' || schedule === 'cancelled') return null

  return (
    <div style={panelStyle}>
      <AskFirst
        label="Cancel booking"
        question="Cancel this session? The buyer is refunded in full and notified."
        confirmLabel="Yes, cancel"
        keepLabel="Keep it"
        busy={busy}
        onConfirm={(close) =>
          void post<{ message: string }>(`/api/bookings/${id}/owner-cancel`, (answer) => {
            toast.success(`${answer.message}; the buyer is notified`)
            close()
          })
        }
      />
    </div>
  )
}
