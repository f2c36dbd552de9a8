'use client'

import React, { useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { apiRequest } from '@/lib/api/client'
import { RESET_LINK_SENT_MESSAGE } from '@/lib/validations/auth'

import { AuthCard } from './AuthCard'
import { failureText } from './failureText'
import { Form, FormField } from './FormField'

const Confirmation = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`

/** /forgot-password: asks for a reset link; the confirmation never says whether the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)

  const sendResetLink = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await apiRequest('POST', '/api/auth/forgot-password', { email })
      setSent(true)
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, {
          missing: 'Request failed',
          fallback: 'Something went wrong. Please try again.',
        }),
        variant: 'destructive',
      })
    }
    setBusy(false)
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={{ text: 'Remember your password?', linkLabel: 'Sign in', href: '/login' }}
    >
      {sent ? (
        <Confirmation role="status">{RESET_LINK_SENT_MESSAGE}</Confirmation>
      ) : (
        <Form onSubmit={sendResetLink}>
          <FormField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            onValueChange={setEmail}
          />
          <Button type="submit" $block disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}
