'use client'

import React, { useEffect, useRef } from 'react'

import { Button } from './Button'

type BusyButtonProps = React.ComponentProps<typeof Button> & { busy: boolean }

/**
 * A button that is disabled while its work runs. A browser moves the focus of a control that
 * becomes disabled to the page itself, so a keyboard user would start again from the top after a
 * failed attempt: when the work ends and the focus is still nowhere, it comes back here.
 */
export function BusyButton({ busy, disabled, ...props }: BusyButtonProps) {
  const button = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(busy)
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body
    if (wasBusy.current && !busy && focusLost) button.current?.focus()
    wasBusy.current = busy
  }, [busy])
  return <Button {...props} ref={button} disabled={busy || disabled} />
}
