'use client'

import { Button } from '@payloadcms/ui'
import React, { useState } from 'react'

/**
 * An admin action that asks before it acts: the button `label` shows `question` with `confirmLabel`
 * and `keepLabel`. `onConfirm` gets a `close` to call once the action has succeeded; after a
 * failure the question stays open.
 */
export function AskFirst({
  label,
  question,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
}: {
  label: string
  question: string
  confirmLabel: string
  keepLabel: string
  busy: boolean
  onConfirm: (close: () => void) => void
}) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <Button size="small" buttonStyle="secondary" onClick={() => setAsking(true)}>
        {label}
      </Button>
    )
  }
  return (
    <>
      <p>{question}</p>
      <Button
        size="small"
        buttonStyle="error"
        disabled={busy}
        onClick={() => onConfirm(() => setAsking(false))}
      >
        {confirmLabel}
      </Button>
      <Button size="small" buttonStyle="secondary" disabled={busy} onClick={() => setAsking(false)}>
        {keepLabel}
      </Button>
    </>
  )
}
