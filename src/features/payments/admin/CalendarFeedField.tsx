'use client'

import { toast } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import { apiRequest } from '@/platform/http/apiClient'

import { panelStyle } from '@/platform/admin/adminStyles'
import { AskFirst } from '@/platform/admin/AskFirst'
import { useAdminPost } from '@/platform/admin/useAdminPost'
import { useTakeSaved } from '@/platform/admin/useTakeSaved'

const GLOBAL_PATH = '/api/globals/session-availability'
const FEED_PATH = `${GLOBAL_PATH}/feed`

/**
 * The owner's private calendar feed: its address to subscribe to, and a button for a new secret,
 * which asks first (every calendar subscribed with the old address stops receiving it).
 */
export function CalendarFeedField() {
  const [url, setUrl] = useState<string | null>(null)
  const { busy, post } = useAdminPost()
  // Making the secret (on the first read, or anew) changes the global: the form takes it as saved
  const takeSaved = useTakeSaved(GLOBAL_PATH)

  useEffect(() => {
    apiRequest<{ url: string; made?: boolean }>('GET', FEED_PATH)
      .then((answer) => {
        setUrl(answer.url)
        if (answer.made) void takeSaved()
      })
      .catch(() => setUrl(null))
  }, [takeSaved])

  return (
    <div style={panelStyle}>
      <label htmlFor="calendar-feed-url">Private calendar feed</label>
      <p>Subscribe to this address in any calendar app to see every confirmed session. Keep it secret.</p>
      <input id="calendar-feed-url" readOnly value={url ?? ''} style={{ width: '100%' }} />
      <AskFirst
        label="Regenerate feed address"
        question="Make a new address? Calendars subscribed with this one stop receiving your sessions."
        confirmLabel="Yes, make a new address"
        keepLabel="Keep this address"
        busy={busy}
        onConfirm={(close) =>
          void post<{ url: string }>(
            `${FEED_PATH}/regenerate`,
            (answer) => {
              setUrl(answer.url)
              void takeSaved()
              close()
              toast.success('New feed address: calendars subscribed with the old one stop receiving it')
            },
            { refresh: false },
          )
        }
      />
    </div>
  )
}
