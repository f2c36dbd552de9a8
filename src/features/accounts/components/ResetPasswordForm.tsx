'use client'

import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import { mutate } from 'swr'

import { ME_PATH } from '@/platform/http/apiClient'

import { toast } from '@/ui/toast/toastStore'
import { Link } from '@/ui/Link'
import { INVALID_RESET_LINK_MESSAGE } from '@/features/accounts/resetMessages'
import { safeNextPath } from '@/features/accounts/nextPath'

import { AuthCard } from './AuthCard'
import { Form, PasswordField, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'

type ResetPasswordFormProps = {
  token: string
  /** False when the server already knows the link cannot work (missing, unknown, used or expired). */
  linkUsable: boolean
  /** `?next=`: where signing in leads afterwards (a path of this site; anything else is ignored). */
  next?: string | null
  /** `?first=1`: the link of an account a purchase created, whose owner has never had a password. */
  firstPassword?: boolean
}

/** The words of the page: resetting a password, or setting the first one. */
const WORDING = {
  reset: {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    button: 'Reset Password',
    busy: 'Resetting...',
    toast: { title: 'Password reset', description: 'Your password has been reset. Please sign in.' },
  },
  first: {
    title: 'Set Your Password',
    description: 'Choose a password for your account.',
    button: 'Set Password',
    busy: 'Setting...',
    toast: { title: 'Password set', description: 'Your password has been set. Please sign in.' },
  },
} as const

/**
 * /reset-password?token=...[&next=...][&first=1]: a new password for the account of the e-mailed
 * link (or its first, for an account a purchase created), then /login (carrying `next`, e.g. a
 * buyer's first lesson).
 */
export function ResetPasswordForm({
  token,
  linkUsable,
  next = null,
  firstPassword = false,
}: ResetPasswordFormProps) {
  const router = useRouter()
  const words = WORDING[firstPassword ? 'first' : 'reset']
  const nextPath = safeNextPath(next)
  // A new link, asked for from here, leads to the same place after signing in.
  const withNext = (path: string) => (nextPath ? `${path}?${new URLSearchParams({ next: nextPath })}` : path)
  const [invalidLink, setInvalidLink] = useState(!linkUsable)
  const { busy, submit } = useAuthSubmit(
    'resetPassword',
    async () => {
      // A new password ends every session of the account, this browser's too (a buyer signed in by
      // the return from Checkout): what was loaded for it goes, and the me call is asked again
      await mutate(() => true, undefined, { revalidate: false })
      void mutate(ME_PATH)
      toast(words.toast)
      router.push(withNext('/login'))
    },
    (message) => {
      if (message !== INVALID_RESET_LINK_MESSAGE) return false
      setInvalidLink(true)
      return true
    },
  )

  return (
    <AuthCard title={words.title} description={words.description}>
      {invalidLink ? (
        <div className="auth-card__invalid-link" role="alert">
          <p>{INVALID_RESET_LINK_MESSAGE}</p>
          <Link href={withNext('/forgot-password')}>Request a new reset link</Link>
        </div>
      ) : (
        <Form onSubmit={submit({ token })}>
          <PasswordField label="New Password" name="password" isNew placeholder="at least 8 characters" />
          <PasswordField label="Confirm New Password" name="confirmPassword" isNew />
          <SubmitButton busy={busy} label={words.button} busyLabel={words.busy} />
        </Form>
      )}
    </AuthCard>
  )
}
