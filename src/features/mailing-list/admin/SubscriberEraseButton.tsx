'use client'

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { apiRequest, ApiError } from '@/platform/http/apiClient'

import { panelStyle } from '@/platform/admin/adminStyles'

/** Erases the subscriber for good on request (GDPR), with their outbox history: POST /api/email-signups/:id/erase. */
export function SubscriberEraseButton() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (id === undefined) return null

  const erase = async () => {
    if (!window.confirm('Erase this subscriber and every e-mail sent to them, for good?')) return
    setBusy(true)
    try {
      await apiRequest('POST', `/api/email-signups/${id}/erase`, {})
      toast.success('Subscriber erased')
      router.push(`${config.routes.admin}/collections/email-signups`)
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error))
      setBusy(false)
    }
  }

  return (
    <div style={panelStyle}>
      <Button buttonStyle="error" size="small" disabled={busy} onClick={() => void erase()}>
        Erase for good (GDPR)
      </Button>
    </div>
  )
}
