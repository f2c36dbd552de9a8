'use client'

import { useFormFields } from '@payloadcms/ui'
import React from 'react'

/** An outbox message's extra mail headers, one `Name: value` line each. */
export const headerLines = (headers: unknown): string[] =>
  headers && typeof headers === 'object' && !Array.isArray(headers)
    ? Object.entries(headers as Record<string, unknown>).map(([name, value]) => `${name}: ${String(value)}`)
    : []

/**
 * The outbox's read-only `headers` field as the mail's header lines. Payload's JSON field would
 * draw a code editor whose Monaco scripts, styles and fonts come from a CDN that the admin's
 * Content-Security-Policy does not allow (and the owner's browser should not be sent to).
 */
export function OutboxHeadersField() {
  const headers = useFormFields(([fields]) => fields.headers?.value)
  const lines = headerLines(headers)
  return (
    <div className="field-type">
      <span className="field-label" id="outbox-headers-label">
        Headers
      </span>
      <pre
        aria-labelledby="outbox-headers-label"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {lines.length > 0 ? lines.join('\n') : 'None'}
      </pre>
    </div>
  )
}
