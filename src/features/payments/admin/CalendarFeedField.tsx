'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import { apiRequest } from '@/platform/http/apiClient'

import { panelStyle } from '@/platform/admin/adminStyles'
import { useAdminPost } from '@/platform/admin/useAdminPost'

const FEED_PATH = '/api/globals/session-availability/feed'

/**
 * The owner's private calendar feed: its address to subscribe to, and a button for a new secret,
 * which asks first (every calendar subscribed with the old address stops receiving it).
 */
export function CalendarFeedField() {
  const [url, setUrl] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const { busy, post } = useAdminPost()

  useEffect(() => {
    apiRequest<{ url: string }>('GET', FEED_PATH)
      .then((answer) => setUrl(answer.url))
      .catch(() => setUrl(null))
  }, [])

  const regenerate = () =>
    post<{ url: string }>(
      `${FEED_PATH}/regenerate`,
      (answer) => {
        setUrl(answer.url)
        setAsking(false)
        toast.success('New feed address: calendars subscribed with the old one stop receiving it')
      },
      { refresh: false },
    )

  return (
    <div style={panelStyle}>
      <label htmlFor="calendar-feed-url">Private calendar feed</label>
      <p>Subscribe to this address in any calendar app to see every confirmed session. Keep it secret.</p>
      <input id="calendar-feed-url" readOnly value={url ?? ''} style={{ width: '100%' }} />
      {asking ? (
        <>
          <p>Make a new address? Calendars subscribed with this one stop receiving your sessions.</p>
          <Button size="small" buttonStyle="error" disabled={busy} onClick={() => void regenerate()}>
            Yes, make a new address
          </Button>
          <Button size="small" buttonStyle="secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep this address
          </Button>
        </>
      ) : (
        <Button size="small" buttonStyle="secondary" onClick={() => setAsking(true)}>
          Regenerate feed address
        </Button>
      )}
    </div>
  )
}
