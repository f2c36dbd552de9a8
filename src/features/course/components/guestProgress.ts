'use client'

import { mutate } from 'swr'

import { ApiError, apiRequest } from '@/platform/http/apiClient'

import { progressKey } from './progressLogic'

/** Logged out, ticked lessons live in this browser until the next login merges them (spec issue 3). */
export const GUEST_PROGRESS_KEY = 'how-to-let-go:guest-progress'

const listeners = new Set<() => void>()

/** For useSyncExternalStore: changes from this tab and from other tabs (the storage event). */
export function subscribeGuestProgress(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The stored text itself: a string, so React can compare snapshots by value. */
export function guestProgressSnapshot(): string {
  try {
    return window.localStorage.getItem(GUEST_PROGRESS_KEY) ?? '[]'
  } catch {
    return '[]'
  }
}

export const guestProgressServerSnapshot = (): string => '[]'

export function parseGuestProgress(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export const readGuestProgress = (): string[] => parseGuestProgress(guestProgressSnapshot())

export function writeGuestProgress(lessonIds: Iterable<string>): void {
  try {
    const ids = [...new Set(lessonIds)]
    if (ids.length === 0) window.localStorage.removeItem(GUEST_PROGRESS_KEY)
    else window.localStorage.setItem(GUEST_PROGRESS_KEY, JSON.stringify(ids))
  } catch {
    // storage full or blocked: the ticks are not kept
  }
  listeners.forEach((listener) => listener())
}

/**
 * Marks the browser's guest ticks complete in the account, then forgets them. Nothing is lost
 * when the account may not save progress yet (password change pending): the ticks stay for later.
 */
export async function mergeGuestProgress(userId: string | number): Promise<number> {
  const lessonIds = readGuestProgress()
  if (lessonIds.length === 0) return 0
  const results = await Promise.allSettled(
    lessonIds.map((lessonId) =>
      apiRequest('POST', '/api/course-progress', { userId: String(userId), lessonId, completed: true }),
    ),
  )
  const kept = lessonIds.filter((_, index) => {
    const result = results[index]
    // 400: a lesson no longer in the course; anything else may succeed later.
    return (
      result.status === 'rejected' && !(result.reason instanceof ApiError && result.reason.status === 400)
    )
  })
  writeGuestProgress(kept)
  await mutate(progressKey(userId))
  return lessonIds.length - kept.length
}
