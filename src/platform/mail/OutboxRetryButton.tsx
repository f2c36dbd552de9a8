'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import React from 'react'

import { panelStyle } from '../admin/adminStyles'
import { useAdminPost } from '../admin/useAdminPost'

/** The Retry button of a failed or cancelled outbox message: POST /api/email-outbox/:id/retry. */
export function OutboxRetryButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { busy, post } = useAdminPost()
  if (id === undefined || (status !== 'failed' && status !== 'cancelled')) return null

  const retry = () =>
    post(`/api/email-outbox/${id}/retry`, () => toast.success('Queued again: it goes out within seconds'))

  return (
    <div style={panelStyle}>
      <Button size="small" disabled={busy} onClick={() => void retry()}>
        Retry
      </Button>
    </div>
  )
}
