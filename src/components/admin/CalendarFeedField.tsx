'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import { apiRequest, ApiError } from '@/lib/api/client'

import { panelStyle } from './adminStyles'

const FEED_PATH = '/api/globals/session-availability/feed'

/** The owner's private calendar feed: its address to subscribe to, and a button for a new secret. */
export function CalendarFeedField() {
  const [url, setUrl] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    apiRequest<{ url: string }>('GET', FEED_PATH)
      .then((answer) => setUrl(answer.url))
      .catch(() => setUrl(null))
  }, [])

  const regenerate = async () => {
    setBusy(true)
    try {
      const answer = await apiRequest<{ url: string }>('POST', `${FEED_PATH}/regenerate`, {})
      setUrl(answer.url)
      toast.success('New feed address: calendars subscribed with the old one stop receiving it')
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={panelStyle}>
      <label htmlFor="calendar-feed-url">Private calendar feed</label>
      <p>Subscribe to this address in any calendar app to see every confirmed session. Keep it secret.</p>
      <input id="calendar-feed-url" readOnly value={url ?? ''} style={{ width: '100%' }} />
      <Button size="small" buttonStyle="secondary" disabled={busy} onClick={() => void regenerate()}>
        Regenerate feed address
      </Button>
    </div>
  )
}
