'use client'

import useSWR from 'swr'

import { getQueryFn, ME_PATH } from '@/platform/http/apiClient'

export type CurrentUser = {
  id: string | number
  email: string
  name?: string | null
  createdAt: string
  requirePasswordChange: boolean
}

/** Logged in or out is decided by whether the me call returns a user (a 401 means logged out). */
export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<{ user: CurrentUser } | null>(
    ME_PATH,
    getQueryFn<{ user: CurrentUser }>({ on401: 'returnNull' }),
  )
  return { user: data?.user ?? null, isLoading, error, mutate }
}
