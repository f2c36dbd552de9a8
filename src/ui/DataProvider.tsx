'use client'

import React from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'

import { getQueryFn, type QueryKey } from '@/platform/http/apiClient'

/** Spec §9: no refetch interval, no refetch on focus, data never stale, no retries. */
export const swrOptions: SWRConfiguration = {
  fetcher: (key: QueryKey) => getQueryFn({ on401: 'throw' })(key),
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 60 * 60 * 1000,
}

export function DataProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>
}
