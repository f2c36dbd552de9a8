'use client'

import { Button } from '@payloadcms/ui'
import React, { useState } from 'react'

import { useQuestionFocus } from './useQuestionFocus'

/**
 * An admin action that asks before it acts: the button `label` shows `question` with `confirmLabel`
 * and `keepLabel`. `onConfirm` gets a `close` to call once the action has succeeded; after a
 * failure the question stays open. The button that had the focus is replaced by the question: the
 * question takes the focus (a screen reader reads it, Tab goes on to the answers), and the button
 * takes it back when the question closes.
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
  const { questionRef, buttonRef } = useQuestionFocus(asking)
  if (!asking) {
    return (
      <span ref={buttonRef}>
        <Button size="small" buttonStyle="secondary" onClick={() => setAsking(true)}>
          {label}
        </Button>
      </span>
    )
  }
  return (
    <>
      <p ref={questionRef} tabIndex={-1}>
        {question}
      </p>
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
