'use client'

import { useEffect } from 'react'

/** Where a view of the course page is counted (the dashboard's sales funnel starts there). */
export const COURSE_PAGE_VIEW_ENDPOINT = '/api/course/page-view'

/**
 * Counts this view of /how-to-let-go once it has loaded. The page is the same cached page for
 * every visitor, so the server never sees most views: the browser reports them.
 */
export function CoursePageViewBeacon() {
  useEffect(() => {
    try {
      navigator.sendBeacon?.(COURSE_PAGE_VIEW_ENDPOINT)
    } catch {
      // A blocked beacon only leaves the view uncounted.
    }
  }, [])
  return null
}
