'use client'

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import useSWR from 'swr'

import { toast } from '@/ui/toast/toastStore'
import { apiRequest } from '@/platform/http/apiClient'
import { useSession } from '@/ui/session'

import {
  guestProgressServerSnapshot,
  guestProgressSnapshot,
  mergeGuestProgress,
  parseGuestProgress,
  readGuestProgress,
  subscribeGuestProgress,
  writeGuestProgress,
} from './guestProgress'
import { completedLessonIds, progressKey, withLessonCompleted, type ProgressItem } from './progressLogic'

/**
 * Who keeps the ticks: the account (signed in), this browser (signed out), nobody yet while the
 * session loads, or nobody while a forced password change blocks course calls.
 */
export type ProgressMode = 'loading' | 'account' | 'guest' | 'password-change-required'

/**
 * Whether the ticks on screen are the learner's: `known` once they are (a guest's at once, an
 * account's when its list has come), `failed` when the account's list could not be read,
 * `blocked` while a forced password change keeps the course closed, else `pending`. Until they are
 * known nothing shows a count, and no lesson can be toggled: a click sends the opposite of the
 * lesson's state (spec §4), which is not known yet.
 */
export type ProgressState = 'pending' | 'known' | 'failed' | 'blocked'

export function useCourseProgress(lessonIds: ReadonlySet<string>) {
  const { user, isLoading } = useSession()
  const mode: ProgressMode = isLoading
    ? 'loading'
    : !user
      ? 'guest'
      : user.requirePasswordChange
        ? 'password-change-required'
        : 'account'
  const userId = mode === 'account' && user ? user.id : null

  const {
    data: records,
    error,
    mutate,
  } = useSWR<ProgressItem[]>(userId === null ? null : progressKey(userId))
  const state: ProgressState =
    mode === 'guest' || (mode === 'account' && records !== undefined)
      ? 'known'
      : mode === 'account' && error !== undefined
        ? 'failed'
        : mode === 'password-change-required'
          ? 'blocked'
          : 'pending'
  const guestStored = useSyncExternalStore(
    subscribeGuestProgress,
    guestProgressSnapshot,
    guestProgressServerSnapshot,
  )
  const guestIds = useMemo(() => parseGuestProgress(guestStored), [guestStored])
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    // Ticks made while logged out (e.g. before logging in on another tab) join the account.
    if (mode === 'account' && userId !== null && readGuestProgress().length > 0) {
      void mergeGuestProgress(userId).catch(() => undefined)
    }
  }, [mode, userId])

  const completed = useMemo(() => {
    if (mode === 'account') return completedLessonIds(records ?? [], lessonIds)
    if (mode === 'guest')
      return completedLessonIds(
        guestIds.map((lessonId) => ({ lessonId, completed: true })),
        lessonIds,
      )
    return new Set<string>()
  }, [mode, records, guestIds, lessonIds])

  const toggleLesson = useCallback(
    async (lessonId: string) => {
      const nextCompleted = !completed.has(lessonId)
      if (mode === 'guest') {
        const next = nextCompleted ? [...guestIds, lessonId] : guestIds.filter((id) => id !== lessonId)
        writeGuestProgress(next)
        return
      }
      if (mode !== 'account' || userId === null || state !== 'known') return
      setPending((current) => new Set(current).add(lessonId))
      try {
        await apiRequest('POST', '/api/course-progress', {
          userId: String(userId),
          lessonId,
          completed: nextCompleted,
        })
        // The list as the server now keeps it, then refetched (spec §4). A refetch that fails keeps
        // this list: the tick shows as saved, and the next click sends its opposite.
        await mutate((current) => withLessonCompleted(current ?? [], lessonId, nextCompleted), {
          revalidate: true,
        })
      } catch {
        toast({
          title: 'Error',
          description: 'Could not save your progress. Please try again.',
          variant: 'destructive',
        })
      } finally {
        setPending((current) => {
          const next = new Set(current)
          next.delete(lessonId)
          return next
        })
      }
    },
    [completed, mode, state, guestIds, userId, mutate],
  )

  return { mode, state, completed, pending, toggleLesson }
}
