'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/components/toast/toastStore'
import { Button } from '@/components/ui/Button'
import { apiRequest } from '@/lib/api/client'
import { INVALID_RESET_LINK_MESSAGE, MIN_PASSWORD_LENGTH } from '@/lib/validations/auth'

import { AuthCard } from './AuthCard'
import { failureText } from './failureText'
import { Form, FormField } from './FormField'

/** The on-screen rules of the reset form, in the order they are checked (as on the sign-up form). */
export function resetPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match'
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters'
  return null
}

const InvalidLink = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.destructive};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`

type ResetPasswordFormProps = {
  token: string
  /** False when the server already knows the link cannot work (missing, unknown, used or expired). */
  linkUsable: boolean
}

/** /reset-password?token=...: a new password for the account of the e-mailed link, then /login. */
export function ResetPasswordForm({ token, linkUsable }: ResetPasswordFormProps) {
  const router = useRouter()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [invalidLink, setInvalidLink] = useState(!linkUsable)

  const resetPassword = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = resetPasswordProblem(password, confirmPassword)
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      await apiRequest('POST', '/api/auth/reset-password', { token, password, confirmPassword })
      toast({ title: 'Password reset', description: 'Your password has been reset. Please sign in.' })
      router.push('/login')
    } catch (error) {
      const description = failureText(error, {
        missing: 'Password reset failed',
        fallback: 'Failed to reset password. Please try again.',
      })
      if (description === INVALID_RESET_LINK_MESSAGE) setInvalidLink(true)
      else toast({ title: 'Error', description, variant: 'destructive' })
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      description="Choose a new password for your account."
      footer={{ text: 'Remember your password?', linkLabel: 'Sign in', href: '/login' }}
    >
      {invalidLink ? (
        <InvalidLink role="alert">
          <p>{INVALID_RESET_LINK_MESSAGE}</p>
          <Link href="/forgot-password">Request a new reset link</Link>
        </InvalidLink>
      ) : (
        <Form onSubmit={resetPassword}>
          <FormField
            label="New Password"
            type="password"
            name="password"
            autoComplete="new-password"
            placeholder="at least 8 characters"
            required
            value={password}
            onValueChange={setPassword}
          />
          <FormField
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onValueChange={setConfirmPassword}
          />
          <Button type="submit" $block disabled={busy}>
            {busy ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Form>
      )}
    </AuthCard>
  )
}
