'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useCallback } from 'react'

import { apiRequest } from '@/platform/http/apiClient'

/**
 * For a panel whose action (or the server's own work) changes the document the admin's form edits:
 * gives the form the document as it is now, as saved, so the owner's next edit is not taken for
 * another user's change (Payload's "Document modified"), and the field permissions of that
 * document (a field that is read-only in its new state shows so, as after a save). `path` is the
 * document's REST address (null: not saved yet).
 */
export function useTakeSaved(path: string | null): () => Promise<void> {
  const { getDocPermissions, updateSavedDocumentData } = useDocumentInfo()
  return useCallback(async () => {
    if (!path) return
    try {
      const saved = await apiRequest<Record<string, unknown>>('GET', `${path}?depth=0`)
      updateSavedDocumentData(saved)
      await getDocPermissions(saved)
    } catch {
      // The form keeps what it had: a reload shows the document as it is
    }
  }, [path, getDocPermissions, updateSavedDocumentData])
}
