'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { mutate } from 'swr'

import { toast } from '@/ui/toast/toastStore'
import { apiRequest } from '@/platform/http/apiClient'

/** Spec §4: logout clears all cached data and navigates to /. */
export function useLogout(): () => Promise<void> {
  const router = useRouter()
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout')
    } catch {
      toast({ title: 'Error', description: 'Logout failed', variant: 'destructive' })
      return
    }
    await mutate(() => true, undefined, { revalidate: false })
    toast({ title: 'Success', description: 'You have been logged out.' })
    router.push('/')
    // ...and Next's router cache: Back would otherwise show the pages rendered for the signed-in user
    // (a paid lesson's body) without asking the server
    router.refresh()
  }, [router])
}
