'use client'

import { useEffect, useRef } from 'react'

/**
 * For a button that is replaced by a question while `asking`: the question takes the focus the
 * button had (a screen reader reads it, Tab goes on to the answers), and the button takes it back
 * when the question closes. Put `questionRef` on the question (with tabIndex -1) and `buttonRef` on
 * an element around the button.
 */
export function useQuestionFocus(asking: boolean) {
  const questionRef = useRef<HTMLParagraphElement>(null)
  const buttonRef = useRef<HTMLSpanElement>(null)
  const asked = useRef(false)
  useEffect(() => {
    if (asking) {
      asked.current = true
      questionRef.current?.focus()
    } else if (asked.current) {
      asked.current = false
      buttonRef.current?.querySelector('button')?.focus()
    }
  }, [asking])
  return { questionRef, buttonRef }
}
