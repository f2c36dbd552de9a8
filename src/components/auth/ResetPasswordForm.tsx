'use client'

import { useRouter } from 'next/navigation'
import React, { useState } from 'react'
import styled from 'styled-components'

import { toast } from '@/components/toast/toastStore'
import { Link } from '@/components/ui/Link'
import { INVALID_RESET_LINK_MESSAGE } from '@/lib/validations/auth'

import { AuthCard } from './AuthCard'
import { Form, PasswordField, SubmitButton } from './FormField'
import { useAuthSubmit } from './useAuthSubmit'
import { theme } from '@/styles/theme'
import { framed, strongLinks } from '@/styles/mixins'

const InvalidLink = styled.div`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(4)};
  ${framed(theme.colors.destructive)}
  color: ${theme.colors.destructive};
  p {
    margin: 0 0 ${theme.space(2)};
    font-weight: 600;
  }
  ${strongLinks}
`

type ResetPasswordFormProps = {
  token: string
  /** False when the server already knows the link cannot work (missing, unknown, used or expired). */
  linkUsable: boolean
}

/** /reset-password?token=...: a new password for the account of the e-mailed link, then /login. */
export function ResetPasswordForm({ token, linkUsable }: ResetPasswordFormProps) {
  const router = useRouter()
  const [invalidLink, setInvalidLink] = useState(!linkUsable)
  const { busy, submit } = useAuthSubmit(
    'resetPassword',
    () => {
      toast({ title: 'Password reset', description: 'Your password has been reset. Please sign in.' })
      router.push('/login')
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
        <InvalidLink role="alert">
          <p>{INVALID_RESET_LINK_MESSAGE}</p>
          <Link href="/forgot-password">Request a new reset link</Link>
        </InvalidLink>
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
