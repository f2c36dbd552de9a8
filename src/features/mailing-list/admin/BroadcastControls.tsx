'use client'

import { Button, toast, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import React, { useCallback, useEffect, useRef, useState } from 'react'

import { apiRequest, ApiError } from '@/platform/http/apiClient'
import type { BroadcastProgress } from '@/features/mailing-list/broadcasts'

import { inputStyle, panelStyle } from '@/platform/admin/adminStyles'
import { useQuestionFocus } from '@/platform/admin/useQuestionFocus'
import { useTakeSaved } from '@/platform/admin/useTakeSaved'

const POLL_MS = 2000

const failure = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error)

/**
 * The broadcast's sidebar panel: progress (polled while it is scheduled or sending), preview,
 * a test to one address, send now (after the owner confirms) or at a time, cancel. Each button
 * calls /api/broadcasts/:id/..., which sends the saved broadcast: while the form has unsaved
 * edits, test and send wait for a save rather than send the older text.
 */
export function BroadcastControls() {
  const { id } = useDocumentInfo()
  const unsaved = useFormModified()
  const [confirmingSend, setConfirmingSend] = useState(false)
  // The question takes the send button's focus, and "Not yet" gives it back
  const { questionRef, buttonRef: sendRef } = useQuestionFocus(confirmingSend)
  const [progress, setProgress] = useState<BroadcastProgress | null>(null)
  const [testTo, setTestTo] = useState('')
  const [when, setWhen] = useState('')
  const [busy, setBusy] = useState(false)
  const base = id === undefined ? null : `/api/broadcasts/${id}`

  // The panel's actions and the sender change the document while the page is open: the form takes
  // it as saved each time
  const takeSaved = useTakeSaved(base)

  const seen = useRef<string | null>(null)
  const refresh = useCallback(async () => {
    if (!base) return
    try {
      const next = await apiRequest<BroadcastProgress>('GET', `${base}/progress`)
      setProgress(next)
      const key = JSON.stringify(next)
      if (seen.current !== null && seen.current !== key) await takeSaved()
      seen.current = key
    } catch {
      // The next poll tries again
    }
  }, [base, takeSaved])

  const live = progress?.status === 'scheduled' || progress?.status === 'sending'
  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0)
    const timer = live ? setInterval(() => void refresh(), POLL_MS) : undefined
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [refresh, live])

  if (!base) return <div style={panelStyle}>Save the broadcast to preview, test and send it.</div>

  const act = async (path: string, body: unknown, done: string) => {
    setBusy(true)
    try {
      await apiRequest('POST', `${base}/${path}`, body)
      toast.success(done)
      await refresh()
      await takeSaved()
    } catch (error) {
      toast.error(failure(error))
    } finally {
      setBusy(false)
    }
  }

  const editable = progress?.status === 'draft' || progress?.status === 'scheduled'
  return (
    <div style={panelStyle}>
      <strong>Sending</strong>
      {progress && (
        <p data-testid="broadcast-progress">
          {progress.status}: {progress.sent} sent, {progress.failed} failed, {progress.remaining} remaining
          {progress.recipients > 0 ? ` of ${progress.recipients}` : ''}
        </p>
      )}
      {unsaved && <p role="status">Save the broadcast before sending.</p>}
      <p>
        <a href={`${base}/preview`} target="_blank" rel="noreferrer">
          Preview
        </a>
      </p>
      <label>
        Send a test to
        <input type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} style={inputStyle} />
      </label>
      <Button
        buttonStyle="secondary"
        size="small"
        disabled={busy || unsaved || !testTo}
        onClick={() => void act('test', { to: testTo }, `Test sent to ${testTo}`)}
      >
        Send test
      </Button>
      {editable && (
        <>
          <label>
            Send at (leave empty for now)
            <input
              type="datetime-local"
              value={when}
              onChange={(e) => {
                setWhen(e.target.value)
                setConfirmingSend(false)
              }}
              style={inputStyle}
            />
          </label>
          {confirmingSend ? (
            <>
              <p ref={questionRef} tabIndex={-1}>
                Send this broadcast now to every confirmed subscriber?
              </p>
              <Button
                size="small"
                disabled={busy || unsaved}
                onClick={() => {
                  setConfirmingSend(false)
                  void act('send', {}, 'Sending to every confirmed subscriber')
                }}
              >
                Yes, send now
              </Button>
              <Button
                size="small"
                buttonStyle="secondary"
                disabled={busy}
                onClick={() => setConfirmingSend(false)}
              >
                Not yet
              </Button>
            </>
          ) : (
            <span ref={sendRef}>
              <Button
                size="small"
                disabled={busy || unsaved}
                onClick={() =>
                  when
                    ? void act('send', { scheduledAt: new Date(when).toISOString() }, 'Broadcast scheduled')
                    : setConfirmingSend(true)
                }
              >
                {when ? 'Schedule' : 'Send now to all confirmed subscribers'}
              </Button>
            </span>
          )}
        </>
      )}
      {live && (
        <Button
          buttonStyle="error"
          size="small"
          disabled={busy}
          onClick={() => void act('cancel', {}, 'Broadcast cancelled')}
        >
          Cancel sending
        </Button>
      )}
    </div>
  )
}
