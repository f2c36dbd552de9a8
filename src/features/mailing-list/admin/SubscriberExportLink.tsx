import React from 'react'

/** Above the subscriber list: the CSV export (GET /api/email-signups/export, admins only). */
export function SubscriberExportLink() {
  return (
    <p style={{ margin: '0 0 16px' }}>
      <a href="/api/email-signups/export" download>
        Download all subscribers as CSV
      </a>
    </p>
  )
}
