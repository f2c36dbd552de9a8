'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { apiRequest, ApiError } from '@/lib/api/client'

import { panelStyle } from './adminStyles'

/** The Retry button of a failed or cancelled outbox message: POST /api/email-outbox/:id/retry. */
export function OutboxRetryButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (id === undefined || (status !== 'failed' && status !== 'cancelled')) return null

  const retry = async () => {
    setBusy(true)
    try {
      await apiRequest('POST', `/api/email-outbox/${id}/retry`, {})
      toast.success('Queued again: it goes out within seconds')
      router.refresh()
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={panelStyle}>
      <Button size="small" disabled={busy} onClick={() => void retry()}>
        Retry
      </Button>
    </div>
  )
}
