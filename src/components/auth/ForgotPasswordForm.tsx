'use client'

import React, { useState } from 'react'
import styled from 'styled-components'

import { RESET_LINK_SENT_MESSAGE } from '@/lib/validations/auth'

import { AuthCard } from './AuthCard'
import { EmailField, Form, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'
import { theme } from '@/styles/theme'

const Confirmation = styled.p`
  margin: ${theme.space(4)} 0 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
`

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
        <Confirmation role="status">{RESET_LINK_SENT_MESSAGE}</Confirmation>
      ) : (
        <Form onSubmit={submit()}>
          <EmailField />
          <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        </Form>
      )}
    </AuthCard>
  )
}
