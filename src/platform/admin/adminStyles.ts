import type React from 'react'

/** The frame of the mailing list's admin panels (broadcast controls, retry, erase), in Payload's theme colours. */
export const panelStyle: React.CSSProperties = {
  padding: 12,
  margin: '0 0 16px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  background: 'var(--theme-elevation-50)',
}

export const inputStyle: React.CSSProperties = {
  width: '100%',
  padding: '6px 8px',
  margin: '4px 0 8px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 4,
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-text)',
}
