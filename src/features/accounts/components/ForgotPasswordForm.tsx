'use client'

import React, { useState } from 'react'

import { RESET_LINK_SENT_MESSAGE } from '@/features/accounts/resetMessages'

import { AuthCard } from './AuthCard'
import { EmailField, Form, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'

/** /forgot-password: asks for a reset link; the confirmation never says whether the account exists. */
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
        <Form onSubmit={submit()}>
          <EmailField />
          <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        </Form>
      )}
    </AuthCard>
  )
}
