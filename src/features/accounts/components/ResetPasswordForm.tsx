'use client'

import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

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
}

/**
 * /reset-password?token=...[&next=...]: a new password for the account of the e-mailed link, then
 * /login (carrying `next`, e.g. a buyer's first lesson).
 */
export function ResetPasswordForm({ token, linkUsable, next = null }: ResetPasswordFormProps) {
  const router = useRouter()
  const [invalidLink, setInvalidLink] = useState(!linkUsable)
  const { busy, submit } = useAuthSubmit(
    'resetPassword',
    () => {
      toast({ title: 'Password reset', description: 'Your password has been reset. Please sign in.' })
      const nextPath = safeNextPath(next)
      router.push(nextPath ? `/login?${new URLSearchParams({ next: nextPath })}` : '/login')
    },
    (message) => {
      if (message !== INVALID_RESET_LINK_MESSAGE) return false
      setInvalidLink(true)
      return true
    },
  )

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      {invalidLink ? (
        <div className="auth-card__invalid-link" role="alert">
          <p>{INVALID_RESET_LINK_MESSAGE}</p>
          <Link href="/forgot-password">Request a new reset link</Link>
        </div>
      ) : (
        <Form onSubmit={submit({ token })}>
          <PasswordField label="New Password" name="password" isNew placeholder="at least 8 characters" />
          <PasswordField label="Confirm New Password" name="confirmPassword" isNew />
          <SubmitButton busy={busy} label="Reset Password" busyLabel="Resetting..." />
        </Form>
      )}
    </AuthCard>
  )
}
