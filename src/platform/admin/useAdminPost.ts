'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiRequest, ApiError } from '@/platform/http/apiClient'

/**
 * POST to an admin endpoint from a button: `busy` while it runs, the server's message as an error
 * toast when it fails. On success `onDone` gets the answer, then the page's data is refreshed
 * unless `refresh` is false.
 */
export function useAdminPost() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const post = async <T>(
    path: string,
    onDone: (answer: T) => void,
    { refresh = true }: { refresh?: boolean } = {},
  ) => {
    setBusy(true)
    try {
      onDone(await apiRequest<T>('POST', path, {}))
      if (refresh) router.refresh()
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error))
    } finally {
      setBusy(false)
    }
  }

  return { busy, post }
}
