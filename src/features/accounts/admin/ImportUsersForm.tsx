'use client'

import { Button, SetStepNav, toast } from '@payloadcms/ui'
import React, { useId, useState } from 'react'

import { apiRequest, failureMessage } from '@/platform/http/apiClient'
import { parseImportText } from '@/features/accounts/validations'

type ImportSummary = {
  message: string
  created: number
  skipped: number
  failed: { email: string; error: string }[]
}

/**
 * The summary of an import's answer, or null when it carries only its message (spec §7 reads only
 * `message` from a success): the toast says it all then.
 */
function summaryOf(answer: Partial<ImportSummary> | null): ImportSummary | null {
  if (!answer || typeof answer.created !== 'number' || typeof answer.skipped !== 'number') return null
  return { ...answer, failed: Array.isArray(answer.failed) ? answer.failed : [] } as ImportSummary
}

export const FORMAT_EXAMPLE = `[
  { "email": "jane@example.com", "name": "Jane Doe" },
  { "email": "john@example.com" }
]`

const textareaStyle: React.CSSProperties = {
  width: '100%',
  minHeight: 240,
  padding: 12,
  fontFamily: 'var(--font-mono, monospace)',
  fontSize: 14,
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 4,
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-text)',
}

const boxStyle: React.CSSProperties = {
  padding: 16,
  margin: '16px 0',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  background: 'var(--theme-elevation-50)',
}

/**
 * The import form: JSON text area, format example, default-password note, Importing..., summary.
 * `sharedPassword` (IMPORT_DEFAULT_PASSWORD) comes from the server view, which renders it for admins only.
 */
export function ImportUsersForm({ sharedPassword }: { sharedPassword: string }) {
  const textareaId = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState<ImportSummary | null>(null)

  const importUsers = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = parseImportText(text)
    if ('error' in parsed) {
      toast.error(parsed.error)
      return
    }
    setBusy(true)
    setSummary(null)
    try {
      const result = await apiRequest<Partial<ImportSummary> | null>('POST', '/api/auth/bulk-import', {
        users: parsed.users,
        password: sharedPassword,
      })
      setSummary(summaryOf(result))
      toast.success(result?.message ?? 'Import complete')
    } catch (error) {
      toast.error(
        failureMessage(error, {
          missing: 'Import failed',
          fallback: 'Import failed. Please check your data format.',
        }),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ maxWidth: 880, paddingBottom: 48 }}>
      <SetStepNav nav={[{ label: 'Import Users' }]} />
      <h1>Import Users</h1>
      <p>Create many member accounts at once from a JSON array of users.</p>

      <div style={boxStyle}>
        <strong>Format example</strong>
        <pre style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{FORMAT_EXAMPLE}</pre>
        <p style={{ margin: '8px 0 0' }}>Each user needs an email; name is optional.</p>
      </div>

      <div style={boxStyle} role="note">
        <strong>Note:</strong> imported users get the default shared password <code>{sharedPassword}</code>{' '}
        and must change it on first login. Addresses that already have an account are skipped.
      </div>

      <form onSubmit={importUsers}>
        <label htmlFor={textareaId} style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
          Users (JSON array)
        </label>
        <textarea
          id={textareaId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={FORMAT_EXAMPLE}
          spellCheck={false}
          style={textareaStyle}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          {/* Disabled only while importing (spec §2): pressed with empty text it shows the parse error (spec §5). */}
          <Button type="submit" disabled={busy}>
            {busy ? 'Importing...' : 'Import Users'}
          </Button>
          {busy && <progress aria-label="Importing users" />}
        </div>
      </form>

      {summary && (
        <section aria-label="Import summary" style={boxStyle}>
          <h2 style={{ marginTop: 0 }}>Import summary</h2>
          <ul>
            <li>Created: {summary.created}</li>
            <li>Skipped (already registered, or listed twice): {summary.skipped}</li>
            <li>Failed: {summary.failed.length}</li>
          </ul>
          {summary.failed.length > 0 && (
            <ul>
              {summary.failed.map((failure, index) => (
                <li key={`${failure.email}-${index}`}>
                  {failure.email || '(no email)'}: {failure.error}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
