'use client'

import React, { useState } from 'react'

import { safeNextPath } from '@/features/accounts/nextPath'
import { RESET_LINK_SENT_MESSAGE } from '@/features/accounts/resetMessages'

import { AuthCard } from './AuthCard'
import { EmailField, Form, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'

/**
 * The page's `?next=` (an expired link's, e.g. a buyer's first lesson), read when the form is sent:
 * the page itself is the same static page for everyone.
 */
const nextFromAddress = (): Record<string, string> => {
  const next = safeNextPath(new URLSearchParams(window.location.search).get('next'))
  return next ? { next } : {}
}

/**
 * /forgot-password[?next=...]: asks for a reset link (whose page leads to `next` after signing in);
 * the confirmation never says whether the account exists.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false)
  const { busy, submit } = useAuthSubmit('forgotPassword', () => setSent(true))

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your account and we'll send you a link to choose a new password."
    >
      {sent ? (
        <p className="auth-card__confirmation" role="status">
          {RESET_LINK_SENT_MESSAGE}
        </p>
      ) : (
        <Form onSubmit={(event) => submit(nextFromAddress())(event)}>
          <EmailField />
          <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        </Form>
      )}
    </AuthCard>
  )
}
